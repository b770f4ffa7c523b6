import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { initSync, parse, ImportType } from 'es-module-lexer';
import { blankTypes } from '../markdown/strip-types.js';

/** Extensions whose module this can run as ES module JavaScript once its types are erased. */
const ERASABLE = new Set(['.ts', '.mts', '.js', '.mjs']);

/**
 * The JavaScript of a site module (`quire.config.ts`, `sidebars.ts`) that
 * imports no file of the site, only packages or nothing: its TypeScript
 * types erased in place by `stripTypes` (the same stripper as the code
 * blocks' JavaScript tabs), its `aliases` pointed at their files. Undefined
 * for any other module, which the caller bundles with esbuild as before:
 * one that imports a local file (esbuild bundles those), a stylesheet, or
 * anything dynamically; one with syntax the stripper cannot erase (`enum`,
 * `namespace`…); one that does not parse (esbuild's message names the
 * place and the fix); a `.tsx` or CommonJS file.
 *
 * The imports are read from the erased JavaScript by es-module-lexer, which
 * only lexes import and export statements: erasure keeps every offset, so
 * its positions are the source's.
 *
 * Why: most sites' config is one file, and esbuild's service process was
 * started in every build only to compile it when the theme's prebuilt bundle
 * or the build cache needs no bundling: the spawn alone took 10-30 ms of the
 * main thread on the 2-core machine, and the Go process as much CPU again.
 *
 * @param aliases Bare imports to take from a given absolute file (see `LoadTsModuleOptions.aliases`).
 */
export async function eraseModuleTypes(file: string, source: string, aliases: Record<string, string>): Promise<string | undefined> {
  if (!ERASABLE.has(extname(file))) return undefined;
  // Blanked, not tidied as `stripTypes` does for reading: every offset stays, and a runtime error points at the author's line.
  const blanked = blankTypes(source, 'ts');
  if (!blanked.ok) return undefined;
  const code = blanked.code;
  initSync();
  let imports: ReturnType<typeof parse>[0];
  let hasModuleSyntax: boolean;
  try {
    [imports, , , hasModuleSyntax] = parse(code);
  } catch {
    return undefined;
  }
  // CommonJS (`module.exports = …`, as most Docusaurus `sidebars.js` files are) cannot run as the `.mjs` copy: esbuild wraps it.
  if (!hasModuleSyntax) return undefined;
  if (imports.some((entry) => entry.t !== ImportType.Static && entry.t !== ImportType.ImportMeta)) return undefined;
  const requests = imports.filter((entry) => entry.t === ImportType.Static);
  if (requests.some((entry) => entry.n === undefined || !isPackageImport(entry.n))) return undefined;
  // Erasure keeps every offset: the aliased specifiers (quotes included) are replaced last to first.
  let result = code;
  for (const request of [...requests].sort((a, b) => b.s - a.s)) {
    const target = aliases[request.n!];
    if (target !== undefined) result = `${result.slice(0, request.s - 1)}${JSON.stringify(pathToFileURL(target).href)}${result.slice(request.e + 1)}`;
  }
  return result;
}

/** A bare specifier that resolves from `node_modules` (or a Node built-in), and is not a stylesheet, which esbuild turns into empty text. */
function isPackageImport(specifier: string): boolean {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return false;
  // A URL (`file:`, `data:`) or a Windows path.
  if (specifier.includes(':') && !specifier.startsWith('node:')) return false;
  return !/\.(?:css|scss|sass|less)$/i.test(specifier);
}
