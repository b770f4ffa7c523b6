import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import type { ClientRoute, SidebarItem } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { QuireError } from '../diagnostic.js';
import { pageDataJson, type RouteManifest } from '../routes/route-manifest.js';
import type { BundleOutput } from './bundle-output.js';
import { writeEntryModules, type EntryModules } from './write-entry-modules.js';
import { routeEntryNames } from './route-entry-names.js';
import { siteData } from './site-data.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/** What the bundle phase reads. */
export interface BundleInput {
  manifest: RouteManifest;
  sidebars: Record<string, SidebarItem[]>;
  /** The staging folder the site is being written to. */
  outDir: string;
  theme: ResolvedTheme;
}

/**
 * The bundle phase: one esbuild run with code splitting over the client
 * entry (runtime + theme) and one tiny entry per route holding its page
 * data. The metafile then tells, for each route, its chunk and the chunks
 * that chunk imports, which the HTML preloads.
 */
export async function bundleSite(ctx: BuildContext, { manifest, sidebars, outDir, theme }: BundleInput): Promise<BundleOutput> {
  const allRoutes = [...manifest.routes.values(), manifest.notFound];
  const names = routeEntryNames(allRoutes.map((r) => r.path));
  // Inside the staging folder, so a killed build's leftovers go with it; removed before the swap.
  const sourceDir = join(outDir, '.quire-entries');
  try {
    const modules = await writeEntryModules(sourceDir, {
      site: siteData(ctx.config),
      theme,
      routes: allRoutes.map((route) => ({
        path: route.path,
        name: names.get(route.path)!,
        pageJson: pageDataJson(route),
        sidebarId: route.sidebarId,
      })),
      sidebars,
    });
    const entryPoints: Record<string, string> = { 'quire-client': modules.client };
    for (const route of allRoutes) entryPoints[names.get(route.path)!] = modules.routes.get(route.path)!;
    const result = await runEsbuild(entryPoints, outDir);
    const output = readMetafile(result.metafile, outDir, modules, manifest.notFound.path);
    const json = JSON.stringify(output.manifest);
    const manifestFile = `assets/manifest-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
    await writeFile(join(outDir, manifestFile), json);
    return { ...output, manifestFile, bytes: output.bytes + json.length };
  } finally {
    await rm(sourceDir, { recursive: true, force: true });
  }
}

/** One esbuild run over every entry; its errors become diagnostics. */
async function runEsbuild(entryPoints: Record<string, string>, outDir: string): Promise<esbuild.BuildResult<{ metafile: true }>> {
  try {
    return await esbuild.build({
      entryPoints,
      absWorkingDir: outDir,
      outdir: outDir,
      entryNames: 'assets/[dir]/[name]-[hash]',
      chunkNames: 'assets/chunks/[name]-[hash]',
      assetNames: 'assets/media/[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022', 'chrome100', 'firefox100', 'safari15'],
      minify: true,
      metafile: true,
      write: true,
      legalComments: 'none',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file', '.woff': 'file' },
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

/** Turn esbuild's metafile into the client manifest and the client entry's files. */
function readMetafile(
  metafile: esbuild.Metafile,
  outDir: string,
  modules: EntryModules,
  notFoundPath: string,
): Omit<BundleOutput, 'manifestFile'> {
  const byEntry = new Map<string, string>();
  let bytes = 0;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.map')) bytes += output.bytes;
    // Entry points are named relative to the working folder, the output folder.
    if (output.entryPoint) byEntry.set(resolve(outDir, output.entryPoint), file);
  }
  const staticImports = (file: string): string[] => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      for (const imp of metafile.outputs[f]?.imports ?? []) {
        if (imp.kind !== 'import-statement' || imp.external || seen.has(imp.path)) continue;
        seen.add(imp.path);
        visit(imp.path);
      }
    };
    visit(file);
    return [...seen];
  };
  const routeOf = (path: string): ClientRoute => {
    const file = byEntry.get(modules.routes.get(path)!);
    if (!file) throw new Error(`Quire: esbuild produced no chunk for route ${path}.`);
    return { chunk: file, deps: staticImports(file) };
  };
  const clientScript = byEntry.get(modules.client);
  if (!clientScript) throw new Error('Quire: esbuild produced no client entry.');
  const css = metafile.outputs[clientScript]?.cssBundle;
  const routes: Record<string, ClientRoute> = {};
  for (const path of modules.routes.keys()) if (path !== notFoundPath) routes[path] = routeOf(path);
  return {
    clientScript,
    clientDeps: staticImports(clientScript),
    stylesheets: css ? [css] : [],
    manifest: { routes, notFound: routeOf(notFoundPath) },
    bytes,
  };
}
