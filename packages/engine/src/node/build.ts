import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { warn, type BuildContext, type Logger } from './build-context.js';
import { POOL_THRESHOLD, type BuildOptions, type BuildResult } from './build-result.js';
import type { BundleOutput } from './bundle/bundle-output.js';
import { bundleSite } from './bundle/bundle-site.js';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import { collectDocs } from './content/collect-docs.js';
import type { Doc } from './content/doc.js';
import { QuireError, type Diagnostic } from './diagnostic.js';
import { checkLinks } from './links/check-links.js';
import { checkStaticImages } from './links/check-static-images.js';
import { collectLinkSources } from './links/collect-link-sources.js';
import { compileDocs } from './markdown/compile-docs.js';
import type { SerializedCompiledDoc } from './markdown/compiled-doc.js';
import { createPhaseTimer, type PhaseTimer } from './phase-timer.js';
import { renderPages } from './render/render-pages.js';
import { buildRouteManifest } from './routes/build-route-manifest.js';
import type { RouteManifest } from './routes/route-manifest.js';
import { resolveSidebars, type ResolvedSidebars } from './sidebars/resolve-sidebars.js';
import { resolveTheme, type ResolvedTheme } from './theme/resolve-theme.js';
import { writeSearchIndex } from './search/write-search-index.js';
import { createBuildPool, type BuildPool } from './workers/build-pool.js';
import { outputWriteError } from './write/output-write-error.js';
import { commitStagingDir, createStagingDir, discardStagingDir } from './write/staging-dir.js';
import { writeHeadersFile } from './write/headers-file.js';
import { writeSiteFiles } from './write/write-site-files.js';

const silentLogger: Logger = { info() {}, warn() {} };

/**
 * Builds a site: the phases of DESIGN.md in order, each one module. Nothing
 * is written to the output folder until every page has been rendered into a
 * staging folder, which then replaces it; a failure leaves the previous
 * site untouched and throws a `QuireError` listing what to fix. Aborting
 * `options.signal` stops the build at once, with the signal's reason, unless
 * the new site is already being swapped in.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timer = createPhaseTimer(options.signal);
  const overrides = { outDir: options.outDir, baseUrl: options.baseUrl };
  const loaded = await timer.time('config', () => loadConfig(options.siteDir, overrides));
  const ctx: BuildContext = {
    buildId: randomUUID(),
    siteDir: resolve(options.siteDir),
    overrides,
    config: loaded.config,
    logger: options.logger ?? silentLogger,
    warnings: [],
    signal: options.signal,
  };
  const docs = await timer.time('content', () => collectDocs(ctx.config.docsDir));
  ctx.logger.info(`found ${docs.length} docs in ${ctx.config.docsDir}`);

  const threads = options.threads ?? (docs.length >= POOL_THRESHOLD ? availableParallelism() : 0);
  const pool = threads > 0 ? createBuildPool(threads) : undefined;
  // The bundle needs only the config and the theme: it runs (in esbuild's process) while the markdown compiles.
  const theme = resolveTheme(ctx.siteDir, ctx.config.theme);
  const bundling = timer.time('bundle', () => bundleSite(ctx, theme));
  bundling.catch(() => {}); // awaited after the links phase; a failure before that must not go unhandled
  let pages: number;
  try {
    pages = await buildDocs(ctx, loaded, docs, timer, { pool, theme, bundling });
  } finally {
    await pool?.destroy();
  }
  return {
    outDir: ctx.config.outDir,
    pages,
    docs: docs.length,
    durationMs: timer.elapsed(),
    phases: timer.phases,
    outputBytes: await folderSize(ctx.config.outDir),
    warnings: ctx.warnings,
  };
}

/** What `buildDocs` runs with besides the docs: the worker pool, if any, the theme, and the bundle under way. */
interface BuildResources {
  pool?: BuildPool;
  theme: ResolvedTheme;
  bundling: Promise<BundleOutput>;
}

/** The phases from markdown to write; returns the number of pages written. */
async function buildDocs(ctx: BuildContext, loaded: LoadedConfig, docs: Doc[], timer: PhaseTimer, { pool, theme, bundling }: BuildResources): Promise<number> {
  const compiled = await timer.time('markdown', () => compileDocs(ctx, docs, pool));
  const sidebars = resolveSidebars({
    sidebars: loaded.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
    docs,
    titles: new Map([...compiled].map(([id, doc]) => [id, doc.title])),
  });
  failOnErrors(ctx, sidebars.diagnostics);
  const manifest = await timer.time('routes', () => buildRouteManifest(ctx, { docs, compiled, sidebars }));
  await timer.time('links', () => {
    checkSiteLinks(ctx, loaded, docs, compiled, sidebars, manifest);
    failOnErrors(ctx, checkStaticImages(docs.map((doc) => [doc.filePath, compiled.get(doc.id)!]), ctx.config.staticDir));
  });

  const staging = await createStagingDir(ctx.config.outDir).catch((error: unknown) => {
    throw outputWriteError(error, ctx.config.outDir) ?? error;
  });
  try {
    const bundle = await bundling;
    const pages = await timer.time('render', () =>
      renderPages(ctx, { manifest, sidebars: sidebars.sidebars, bundle, theme, outDir: staging, pool }),
    );
    await timer.time('search', () => writeSearchIndex(ctx, { manifest, compiled, outDir: staging }));
    await timer.time('write', async () => {
      await writeSiteFiles(ctx.config, manifest, staging, [...compiled.values()].flatMap((doc) => doc.images));
      await writeHeadersFile(ctx.config, staging);
    });
    // The last moment an abort discards the new site. The swap itself is never
    // interrupted: stopping between its two renames would leave no site at all.
    ctx.signal?.throwIfAborted();
    await commitStagingDir(staging, ctx.config.outDir);
    return pages;
  } catch (error) {
    await discardStagingDir(staging).catch(() => {});
    throw outputWriteError(error, ctx.config.outDir) ?? error;
  }
}

/** The links phase: broken links fail the build unless the site asks for warnings. */
function checkSiteLinks(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  compiled: Map<string, SerializedCompiledDoc>,
  sidebars: ResolvedSidebars,
  manifest: RouteManifest,
): void {
  const headingIds = new Map<string, ReadonlySet<string>>();
  for (const doc of docs) {
    const result = compiled.get(doc.id);
    // Only the doc that owns a route (the first of duplicates) defines its anchors.
    if (result && manifest.routes.get(doc.route)?.sourceFile === doc.filePath) headingIds.set(doc.route, new Set(result.headingIds));
  }
  const sources = collectLinkSources({
    config: ctx.config,
    configFile: loaded.configFile,
    configSource: loaded.configSource,
    docs,
    compiled,
    sidebars: sidebars.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
  });
  const broken = checkLinks(sources, { manifest, headingIds });
  if (ctx.config.onBrokenLinks === 'warn') broken.forEach((d) => warn(ctx, d));
  else failOnErrors(ctx, broken);
}

/** Warnings go on; any error stops the build with every error listed. */
function failOnErrors(ctx: BuildContext, diagnostics: Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  diagnostics.filter((d) => d.severity === 'warning').forEach((d) => warn(ctx, d));
  if (errors.length > 0) throw new QuireError(errors);
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
