import { extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blankTypesWithOxc } from '../markdown/blank-types-with-oxc.js';

/** Extensions whose module this can run as ES module JavaScript once its types are erased. */
const ERASABLE = new Set(['.ts', '.mts', '.js', '.mjs']);

/**
 * The JavaScript of a site module (`quire.config.ts`, `sidebars.ts`) that
 * imports no file of the site, only packages or nothing: its TypeScript
 * types blanked in place (see `blankTypesWithOxc`), its `aliases` pointed at
 * their files. Undefined for any other module, which the caller bundles
 * with esbuild as before: one that imports a local file (esbuild bundles
 * those), a stylesheet, or anything dynamically; one with syntax that
 * blanking cannot erase (`enum`, `namespace`…); one that does not parse
 * (esbuild's message names the place and the fix); a `.tsx` or CommonJS
 * file; or when oxc's parser cannot load.
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
  const oxc = await import('oxc-parser').catch(() => undefined);
  if (!oxc) return undefined;
  const parsed = oxc.parseSync('module.ts', source, { lang: 'ts', sourceType: 'module' });
  if (parsed.errors.length > 0 || parsed.module.dynamicImports.length > 0) return undefined;
  const requests = [
    ...parsed.module.staticImports.map((entry) => entry.moduleRequest),
    ...parsed.module.staticExports.flatMap((entry) => entry.entries.flatMap((one) => (one.moduleRequest ? [one.moduleRequest] : []))),
  ];
  // One `export { a, b } from 'x'` lists the same request once per name.
  const unique = [...new Map(requests.map((request) => [request.start, request])).values()];
  if (unique.some((request) => !isPackageImport(request.value))) return undefined;
  const code = blankTypesWithOxc(oxc.parseSync, source, 'ts');
  if (code === undefined) return undefined;
  // Blanking keeps every offset: the aliased specifiers are replaced last to first.
  let result = code;
  for (const request of unique.sort((a, b) => b.start - a.start)) {
    const target = aliases[request.value];
    if (target !== undefined) result = `${result.slice(0, request.start)}${JSON.stringify(pathToFileURL(target).href)}${result.slice(request.end)}`;
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
