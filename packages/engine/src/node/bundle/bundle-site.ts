import { mkdir } from 'node:fs/promises';
import { writeFile } from '../fast-fs.js';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as esbuild from 'esbuild';
import type { BuildContext } from '../build-context.js';
import { QuireError } from '../diagnostic.js';
import { rendererSourceHash, type RendererFile } from '../render/load-renderer.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { BundleFile, BundleOutput } from './bundle-output.js';
import { BROWSER_TARGET } from './browser-target.js';
import { treeShakableReactRouter } from './esbuild-tree-shakable-react-router.js';
import { loadPrebuiltBundle } from './load-prebuilt-bundle.js';
import { SITE_DATA_PLACEHOLDER } from './prebuilt-manifest.js';
import { putSiteData, siteDataCode } from './put-site-data.js';
import { siteData } from './site-data.js';
import { themeEntryCode } from './theme-entry-code.js';
import { hasOverrides, siteOverrides } from '../theme/site-overrides.js';

/** Where `writeBundle` puts the server renderer in the staging folder; removed before the site goes live. */
export const SERVER_DIR = '.quire-server';

/**
 * The bundle phase: two esbuild runs side by side, neither of which needs
 * the docs, so the build starts them as soon as the config is read and
 * they run while the markdown compiles.
 *
 * - For the browser: the client entry (runtime + theme + the site's
 *   browser-side config), split so code loaded on demand (the progress bar)
 *   is its own chunk. Route chunks are not esbuild's: they are data, written
 *   by the render phase.
 * - For Node: the server renderer, the same theme and runtime with React,
 *   as one module, which each render thread loads in a few tens of
 *   milliseconds instead of resolving hundreds of files.
 *
 * Neither depends on the site but for the site data in the client entry
 * and the site's own components and stylesheets (config `components`,
 * `customCss`; see `themeEntryCode`), so when the site has none of those
 * and the theme ships a prebuilt bundle of the very files the site
 * resolves (`loadPrebuiltBundle`), that is used with the data put in, and
 * esbuild does not run.
 */
export async function bundleSite(ctx: BuildContext, resolved: ResolvedTheme): Promise<BundleOutput> {
  // A theme resolved without the config (see `resolveTheme`) still gets the site's replacements and stylesheets.
  const theme: ResolvedTheme = resolved.overrides ? resolved : { ...resolved, overrides: siteOverrides(ctx.siteDir, ctx.config) };
  const site = siteData(ctx.config);
  // The prebuilt bundle is the theme's alone: a site that replaces components or adds CSS is bundled from source.
  const prebuilt = hasOverrides(theme.overrides) ? undefined : await loadPrebuiltBundle(theme, site);
  if (prebuilt) return prebuilt;
  // The data goes in as it does in a prebuilt bundle, so that the two are the same files (see `putSiteData`).
  const made = putSiteData(await bundleTheme(ctx.siteDir, theme, SITE_DATA_PLACEHOLDER), site, { checkReferences: true });
  return made ?? bundleTheme(ctx.siteDir, theme, siteDataCode(site));
}

/**
 * Both esbuild runs of the bundle phase for a theme, with `siteCode` (a
 * JavaScript expression, the site data) as the client's site: what
 * `bundleSite` does when no prebuilt bundle fits, and what
 * `prebuildThemeBundle` does once, with a placeholder, when the theme is built.
 *
 * @param workingDir The folder esbuild works in (the site folder); the bundle's `inputs` are resolved from it.
 */
export async function bundleTheme(workingDir: string, theme: ResolvedTheme, siteCode: string): Promise<BundleOutput> {
  const json = (value: unknown) => JSON.stringify(value);
  const entry = themeEntryCode(theme, 'named');
  const client = [
    ...entry.imports,
    `import { boot } from ${json(theme.engineClient)};`,
    `void boot({ site: ${siteCode}, components: ${entry.components} });`,
  ].join('\n');
  // esbuild needs an output folder to name files; nothing is written there (`write: false`).
  const outdir = join(workingDir, '.quire-bundle');
  const [browser, server] = await Promise.all([
    runEsbuild({
      absWorkingDir: workingDir,
      entryPoints: { 'quire-client': 'quire:client' },
      plugins: [virtualEntry('quire:client', client, workingDir), treeShakableReactRouter()],
      outdir,
      entryNames: 'assets/[name]-[hash]',
      chunkNames: 'assets/chunks/[name]-[hash]',
      assetNames: 'assets/media/[name]-[hash]',
      splitting: true,
      platform: 'browser',
      target: BROWSER_TARGET,
      minify: true,
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file', '.woff': 'file' },
    }),
    bundleServerRenderer(workingDir, theme),
  ]);
  const toRelative = (file: string) => relative(outdir, file).split(sep).join('/');
  const files: BundleFile[] = browser.outputFiles.map((file) => ({ path: toRelative(file.path), contents: file.contents }));

  const outputs = browser.metafile.outputs;
  // A virtual entry is named `namespace:path` in the metafile.
  const clientKey = Object.keys(outputs).find((file) => outputs[file]!.entryPoint?.endsWith('quire:client'));
  if (!clientKey) throw new Error('Quire: esbuild produced no client entry.');
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || imp.external || seen.has(imp.path)) continue;
      seen.add(imp.path);
      staticImports(imp.path, seen);
    }
    return [...seen];
  };
  // Metafile paths are relative to the working folder, the site folder.
  const fromMetafile = (file: string) => toRelative(join(workingDir, file));
  const css = outputs[clientKey]!.cssBundle;
  return {
    clientScript: fromMetafile(clientKey),
    clientDeps: staticImports(clientKey).map(fromMetafile),
    stylesheets: css ? [fromMetafile(css)] : [],
    files,
    serverModule: server.text,
    bytes: files.reduce((n, file) => n + file.contents.byteLength, 0),
    // The virtual entries (`quire:…`) are made from the site data and theme paths, not read from files.
    inputs: [...new Set([...Object.keys(browser.metafile.inputs), ...server.inputs])]
      .filter((input) => !/^[a-z-]+:/.test(input))
      .map((input) => resolve(workingDir, input))
      .sort(),
  };
}

/**
 * The server renderer alone: the theme's components and
 * `@quire/engine/ssr`, with React, as the text of one CommonJS script (see
 * `loadRenderer`), with the files it was made from as esbuild names them
 * (relative to the site folder), which the build cache fingerprints. The
 * build makes it beside the client bundle; `quire dev` makes it again
 * whenever the theme changes.
 */
export async function bundleServerRenderer(siteDir: string, theme: ResolvedTheme): Promise<{ text: string; inputs: string[] }> {
  const json = (value: unknown) => JSON.stringify(value);
  // Read off the namespace, so a theme without the map is reported by the renderer, in words, not by esbuild.
  const entry = themeEntryCode(theme, 'namespace');
  const server = [
    `export { renderPage, installHost, loadDeferredComponents } from ${json(theme.engineSsr)};`,
    ...entry.imports,
    `export const components = ${entry.components};`,
  ].join('\n');
  const node = await runEsbuild({
    absWorkingDir: siteDir,
    entryPoints: { server: 'quire:server' },
    plugins: [virtualEntry('quire:server', server, siteDir)],
    // esbuild needs an output folder to name files; nothing is written there (`write: false`).
    outdir: join(siteDir, '.quire-bundle'),
    platform: 'node',
    target: 'node20',
    // A CommonJS script, which `loadRenderer` requires: a new file name loads a new module, where an imported ES module would stay.
    format: 'cjs',
    // A script compiled by `vm` has no `import()` on Node 20 (without an experimental flag): esbuild writes the
    // few left (the browser runtime's chunk and search index loading, never run on the server) as `require`.
    supported: { 'dynamic-import': false },
    // `import.meta` as the loader hands it over; `require`d as a plain module (see loadRenderer), the file's own.
    define: { 'import.meta': '__quireImportMeta' },
    banner: { js: "var __quireImportMeta = __quireImportMeta || { url: require('node:url').pathToFileURL(__filename).href };" },
    loader: { '.css': 'empty', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file', '.woff': 'file' },
    assetNames: 'assets/media/[name]-[hash]',
  });
  const serverFile = node.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!serverFile) throw new Error('Quire: esbuild produced no server renderer.');
  return { text: serverFile.text, inputs: Object.keys(node.metafile.inputs) };
}

/**
 * Writes the browser files into the output folder and the server renderer
 * into its `.quire-server` folder, under a content-hashed name (a module
 * imported once stays in Node's cache). Returns the renderer's path and hash.
 */
export async function writeBundle(bundle: BundleOutput, outDir: string): Promise<RendererFile> {
  const dirs = new Set(bundle.files.map((file) => dirname(join(outDir, file.path))));
  dirs.add(join(outDir, SERVER_DIR));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  const sourceHash = rendererSourceHash(bundle.serverModule);
  const serverPath = join(outDir, SERVER_DIR, `renderer-${sourceHash}.cjs`);
  await Promise.all([
    ...bundle.files.map((file) => writeFile(join(outDir, file.path), file.contents)),
    writeFile(serverPath, bundle.serverModule),
  ]);
  return { file: serverPath, sourceHash };
}

/** A module that exists only in memory, as an esbuild entry point, resolving its imports from `resolveDir`. */
function virtualEntry(name: string, contents: string, resolveDir: string): esbuild.Plugin {
  return {
    name: `quire-${name}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({ path: name, namespace: 'quire' }));
      build.onLoad({ filter: /.*/, namespace: 'quire' }, () => ({ contents, resolveDir, loader: 'js' }));
    },
  };
}

/** One esbuild run in memory; its errors become diagnostics. */
async function runEsbuild(options: esbuild.BuildOptions): Promise<esbuild.BuildResult<{ metafile: true; write: false }>> {
  try {
    return await esbuild.build({
      format: 'esm',
      ...options,
      bundle: true,
      metafile: true,
      write: false,
      legalComments: 'none',
      jsx: 'automatic',
      define: { ...options.define, 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    throw new QuireError(
      failure.errors.map((m) => ({
        severity: 'error' as const,
        message: `Bundling failed: ${m.text}`,
        file: m.location?.file,
        line: m.location?.line,
        column: m.location ? m.location.column + 1 : undefined,
        hint: 'Check the theme and the site config; this is not caused by a markdown page.',
      })),
    );
  }
}
