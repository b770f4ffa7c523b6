import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { warn, type BuildContext, type Logger } from './build-context.js';
import { POOL_THRESHOLD, type BuildOptions, type BuildResult } from './build-result.js';
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
import { resolveTheme } from './theme/resolve-theme.js';
import { createBuildPool, type BuildPool } from './workers/build-pool.js';
import { commitStagingDir, createStagingDir, discardStagingDir } from './write/staging-dir.js';
import { writeSiteFiles } from './write/write-site-files.js';

const silentLogger: Logger = { info() {}, warn() {} };

/**
 * Builds a site: the phases of DESIGN.md in order, each one module. Nothing
 * is written to the output folder until every page has been rendered into a
 * staging folder, which then replaces it; a failure leaves the previous
 * site untouched and throws a `QuireError` listing what to fix.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timer = createPhaseTimer();
  const overrides = { outDir: options.outDir, baseUrl: options.baseUrl };
  const loaded = await timer.time('config', () => loadConfig(options.siteDir, overrides));
  const ctx: BuildContext = {
    buildId: randomUUID(),
    siteDir: resolve(options.siteDir),
    overrides,
    config: loaded.config,
    logger: options.logger ?? silentLogger,
    warnings: [],
  };
  const maxDocBytes = ctx.config.markdown.maxDocSizeKb * 1024;
  const docs = await timer.time('content', () => collectDocs(ctx.config.docsDir, { maxDocBytes }));
  ctx.logger.info(`found ${docs.length} docs in ${ctx.config.docsDir}`);

  const threads = options.threads ?? (docs.length >= POOL_THRESHOLD ? availableParallelism() : 0);
  const pool = threads > 0 ? createBuildPool(threads) : undefined;
  let pages: number;
  try {
    pages = await buildDocs(ctx, loaded, docs, timer, pool);
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

/** The phases from markdown to write; returns the number of pages written. */
async function buildDocs(ctx: BuildContext, loaded: LoadedConfig, docs: Doc[], timer: PhaseTimer, pool?: BuildPool): Promise<number> {
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

  const staging = await createStagingDir(ctx.config.outDir);
  try {
    const theme = resolveTheme(ctx.siteDir, ctx.config.theme);
    const bundle = await timer.time('bundle', () => bundleSite(ctx, { manifest, sidebars: sidebars.sidebars, outDir: staging, theme }));
    const pages = await timer.time('render', () =>
      renderPages(ctx, { manifest, sidebars: sidebars.sidebars, bundle, theme, outDir: staging, pool }),
    );
    await timer.time('write', async () => {
      await writeSiteFiles(ctx.config, manifest, staging, [...compiled.values()].flatMap((doc) => doc.images));
      await commitStagingDir(staging, ctx.config.outDir);
    });
    return pages;
  } catch (error) {
    await discardStagingDir(staging);
    throw error;
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
