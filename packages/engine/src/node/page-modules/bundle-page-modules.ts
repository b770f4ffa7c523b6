import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { BROWSER_TARGET } from '../bundle/browser-target.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import { hostModulesPlugin } from './host-modules-plugin.js';
import { REQUIRE_LOADS_ESM, writeStandaloneModules, type StandaloneModule } from './standalone-page-modules.js';
import type { PreviousOutput } from '../write/previous-output.js';
import type { PageModuleFiles, PageModuleSource } from './page-module-files.js';

/** Where page modules go in the output folder. */
const PAGES_DIR = 'assets/pages';

const ENTRY = 'quire-page:';

/** Files a component may import as a URL (copied into the output, hashed). */
const ASSET_LOADERS: Record<string, esbuild.Loader> = {
  '.svg': 'file',
  '.png': 'file',
  '.jpg': 'file',
  '.jpeg': 'file',
  '.gif': 'file',
  '.webp': 'file',
  '.woff2': 'file',
  '.woff': 'file',
};

/**
 * Bundles the site's page components twice with esbuild: for the browser
 * (ES modules sharing chunks, CSS per page, minified, into the staging
 * folder's `assets/pages/`) and for the server renderer (one CommonJS
 * module per page, into `serverDir`). React, `@theme/*` and
 * `@docusaurus/*` come from the app (see `hostModulesPlugin`); a page's own
 * imports (relative files, `@site/…`, npm packages installed in the site)
 * are bundled in, with their CSS, CSS modules (`*.module.css`) and images.
 * Both builds name CSS module classes alike, so hydration matches.
 * A module that imports nothing (`standalone`: an MDX doc whose imports
 * were all the host's) is written as it is instead (see `writeStandaloneModules`).
 *
 * @param outDir The staging folder.
 * @param serverDir Where the server modules go (removed after the render phase).
 * @param baseUrl The site's base URL: what imported images' URLs start with.
 * @param previous The last build's output, which unchanged standalone modules are linked from.
 * @throws QuireError naming the page's file, line and column for an import that cannot be resolved or a syntax error.
 */
export async function bundlePageModules(
  siteDir: string,
  sources: readonly PageModuleSource[],
  outDir: string,
  serverDir: string,
  baseUrl: string,
  previous?: Pick<PreviousOutput, 'link'>,
): Promise<Map<string, PageModuleFiles>> {
  const names = entryNames(sources);
  const standalone: StandaloneModule[] = [];
  const bundled: PageModuleSource[] = [];
  const bundledNames: string[] = [];
  sources.forEach((source, index) => {
    if (source.standalone && source.code !== undefined && REQUIRE_LOADS_ESM) standalone.push({ source: { ...source, code: source.code }, name: names[index]! });
    else {
      bundled.push(source);
      bundledNames.push(names[index]!);
    }
  });
  const [own, shared] = await Promise.all([
    writeStandaloneModules(standalone, outDir, PAGES_DIR, serverDir, previous),
    bundleWithEsbuild(siteDir, bundled, bundledNames, outDir, serverDir, baseUrl),
  ]);
  return new Map([...own, ...shared]);
}

/** Bundles page modules with their imports (see {@link bundlePageModules}); `names` are their files' names. */
async function bundleWithEsbuild(
  siteDir: string,
  sources: readonly PageModuleSource[],
  names: readonly string[],
  outDir: string,
  serverDir: string,
  baseUrl: string,
): Promise<Map<string, PageModuleFiles>> {
  const files = new Map<string, PageModuleFiles>();
  if (sources.length === 0) return files;
  const entryPoints = sources.map((source, index) => ({ in: ENTRY + index, out: names[index]! }));
  const common: esbuild.BuildOptions = {
    absWorkingDir: siteDir,
    entryPoints,
    bundle: true,
    metafile: true,
    write: true,
    jsx: 'automatic',
    logLevel: 'silent',
    legalComments: 'none',
    publicPath: baseUrl,
    assetNames: 'assets/media/[name]-[hash]',
    loader: ASSET_LOADERS,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [pageEntries(sources), hostModulesPlugin(siteDir)],
  };
  const [browser, server] = await Promise.all([
    run(sources, {
      ...common,
      outdir: outDir,
      entryNames: `${PAGES_DIR}/[name]-[hash]`,
      chunkNames: `${PAGES_DIR}/chunks/[name]-[hash]`,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      target: BROWSER_TARGET,
      minify: true,
    }),
    run(sources, {
      ...common,
      outdir: serverDir,
      entryNames: '[name]-[hash]',
      format: 'cjs',
      // `.cjs`, not `.js`: under a package.json with "type": "module" (a site's, or a repository's above it) Node reads a `.js` as ESM.
      outExtension: { '.js': '.cjs' },
      platform: 'node',
      target: 'node20',
      // The same class names as the browser's (minified identifiers rename CSS module classes).
      minifyIdentifiers: true,
      // Images a page imports are the browser build's files; these are never served.
      assetNames: 'media/[name]-[hash]',
      // A component that throws while rendering is named in the build's error (see `pageComponentError`).
      keepNames: true,
    }),
  ]);
  const toOut = (file: string) => relative(outDir, resolve(siteDir, file)).split(sep).join('/');
  const browserOutputs = browser.metafile!.outputs;
  const serverOutputs = server.metafile!.outputs;
  const browserEntries = outputsByEntry(browserOutputs);
  const serverEntries = outputsByEntry(serverOutputs);
  sources.forEach((source, index) => {
    const client = browserEntries.get(index);
    const serverFile = serverEntries.get(index);
    if (!client || !serverFile) throw new Error(`Quire: esbuild wrote no module for ${source.file}.`);
    const deps = new Set<string>();
    const walk = (file: string) => {
      for (const imp of browserOutputs[file]?.imports ?? []) {
        if (imp.kind !== 'import-statement' || imp.external || deps.has(imp.path)) continue;
        deps.add(imp.path);
        walk(imp.path);
      }
    };
    walk(client);
    const css = browserOutputs[client]!.cssBundle;
    files.set(source.route, {
      client: toOut(client),
      deps: [...deps].map(toOut),
      styles: css ? [toOut(css)] : [],
      server: resolve(siteDir, serverFile),
      inputs: sourceInputs(siteDir, browserOutputs, [client, ...deps, ...(css ? [css] : [])]),
    });
  });
  return files;
}

/** Each entry's output file, by the entry's index (its entry point is `quire-page:<index>`, namespaced or not). */
function outputsByEntry(outputs: esbuild.Metafile['outputs']): Map<number, string> {
  const byEntry = new Map<number, string>();
  for (const [file, output] of Object.entries(outputs)) {
    const entry = /^(?:quire-page:)?quire-page:(\d+)$/.exec(output.entryPoint ?? '');
    if (entry) byEntry.set(Number(entry[1]), file);
  }
  return byEntry;
}

/** The files on disk that went into some outputs (absolute), outside `node_modules`: not the virtual entry or the host's modules. */
function sourceInputs(siteDir: string, outputs: esbuild.Metafile['outputs'], files: readonly string[]): string[] {
  const inputs = new Set<string>();
  for (const file of files) {
    for (const input of Object.keys(outputs[file]?.inputs ?? {})) {
      if (/^[\w-]+:/.test(input) || /(^|[\\/])node_modules[\\/]/.test(input)) continue;
      inputs.add(resolve(siteDir, input));
    }
  }
  return [...inputs];
}

/** Readable, unique entry names: the source's name with anything but letters, digits, `-` and `_` made `-`. */
function entryNames(sources: readonly PageModuleSource[]): string[] {
  const seen = new Map<string, number>();
  return sources.map((source) => {
    const base = source.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'page';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  });
}

/** The virtual entry modules: an MDX doc's compiled code, or a re-export of a component file's default. */
function pageEntries(sources: readonly PageModuleSource[]): esbuild.Plugin {
  return {
    name: 'quire-page-entries',
    setup(build) {
      build.onResolve({ filter: /^quire-page:\d+$/ }, (args) => ({ path: args.path, namespace: 'quire-page' }));
      build.onLoad({ filter: /.*/, namespace: 'quire-page' }, (args) => {
        const source = sources[Number(args.path.slice(ENTRY.length))]!;
        const contents = source.code ?? `export { default } from ${JSON.stringify(source.file)};`;
        return { contents, loader: 'js', resolveDir: dirname(source.file) };
      });
    },
  };
}

/** One esbuild run; its errors become diagnostics at the page's own file, line and column. */
async function run(sources: readonly PageModuleSource[], options: esbuild.BuildOptions): Promise<esbuild.BuildResult> {
  try {
    return await esbuild.build(options);
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    throw new QuireError(dedupe(failure.errors.map((message) => pageModuleDiagnostic(sources, message))));
  }
}

function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An esbuild message as a diagnostic. In an MDX doc's compiled module the
 * place is the compiled code's, so an unresolved import is placed at its
 * specifier in the doc's own text.
 */
function pageModuleDiagnostic(sources: readonly PageModuleSource[], message: esbuild.Message): Diagnostic {
  const location = message.location;
  const notes = message.notes.map((note) => note.text).filter(Boolean);
  const unresolved = /^Could not resolve "([^"]+)"/.exec(message.text);
  const isPath = unresolved !== null && /^(\.|\/|@site\/)/.test(unresolved[1]!);
  const hint = unresolved
    ? isPath
      ? `Check the path: relative imports start from the page's folder, \`@site/\` is the site folder (${siteRelative(unresolved[1]!)}).`
      : `Install the package in the site folder (\`npm install ${packageName(unresolved[1]!)}\`), or check its name.`
    : notes.join(' ') || 'Fix the component this page imports.';
  const virtual = location?.file.match(/quire-page:(\d+)$/);
  const source = virtual ? sources[Number(virtual[1])] : undefined;
  if (source || !location) {
    const specifier = unresolved?.[1] ?? /`([^`]+)` is not a module/.exec(message.text)?.[1];
    const place = source && specifier ? findInFile(source.file, specifier) : undefined;
    return { severity: 'error', code: 'mdx-import', message: `Bundling the page failed: ${message.text}`, file: source?.file, ...place, hint };
  }
  return {
    severity: 'error',
    code: 'mdx-import',
    message: `Bundling the page failed: ${message.text}`,
    file: location.file,
    line: location.line,
    column: location.column + 1,
    hint,
  };
}

/** What an unresolved path names, in words. */
function siteRelative(specifier: string): string {
  return specifier.startsWith('@site/') ? `\`${specifier}\` is \`${specifier.slice('@site/'.length)}\` there` : `\`${specifier}\` was not found`;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Line and column of the first quoted `specifier` in a file, if any. */
function findInFile(file: string, specifier: string): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  for (const quote of ["'", '"']) {
    const at = text.indexOf(quote + specifier + quote);
    if (at === -1) continue;
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    return { line, column: at - before.lastIndexOf('\n') };
  }
  return undefined;
}
