import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { warn, type BuildContext, type Logger } from './build-context.js';
import type { BuildOptions, BuildResult } from './build-result.js';
import { createBuildScheduler } from './build-scheduler.js';
import { writeBundle } from './bundle/bundle-site.js';
import { openBuildCache } from './cache/build-cache.js';
import type { CompiledDocsCache } from './cache/compiled-docs-cache.js';
import { toolchainFingerprint } from './cache/toolchain-fingerprint.js';
import { loadConfig } from './config/load-config.js';
import { collectDocs } from './content/collect-docs.js';
import { readGitLastUpdates } from './content/git-last-updates.js';
import { QuireError } from './diagnostic.js';
import { releaseLinkData } from './links/release-link-data.js';
import { freezePageData } from './routes/freeze-page-data.js';
import { createPhaseTimer } from './phase-timer.js';
import { bundlePhase } from './phases/bundle-phase.js';
import { linksPhase } from './phases/links-phase.js';
import { customPagesPhase, placeCustomPages, withCustomPages } from './phases/custom-pages-phase.js';
import { markdownPhase } from './phases/markdown-phase.js';
import { pageModulesPhase } from './phases/page-modules-phase.js';
import { renderPhase } from './phases/render-phase.js';
import { routesPhase } from './phases/routes-phase.js';
import { searchPhase } from './phases/search-phase.js';
import { discardOutput, stageOutput } from './phases/staged-output.js';
import { swapInOutput, writePhase } from './phases/write-phase.js';
import { resolveTheme } from './theme/resolve-theme.js';
import { BuildRecorder } from './patch/build-recorder.js';
import { buildInputsDigest } from './patch/build-inputs-digest.js';
import { patchBuild } from './patch/patch-build.js';
import { buildThreads } from './workers/build-threads.js';
import { folderSize } from './write/folder-size.js';
import { outputWriteError } from './write/output-write-error.js';

const silentLogger: Logger = { info() {}, warn() {} };

/**
 * Builds a site: the phases of ARCHITECTURE.md in order. Nothing is written
 * to the output folder until every page has been rendered into a staging
 * folder, which then replaces it; a failure leaves the previous site
 * untouched and throws a `QuireError` listing what to fix. Aborting
 * `options.signal` stops the build at once, with the signal's reason, unless
 * the new site is already being swapped in. A build that finds the text of a
 * doc it took from the cache damaged when a page needs it starts over once,
 * reusing no doc (see `CachedDocTextLost`).
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const attempt: BuildAttempt = { reuseDocs: true };
  try {
    return await buildOnce(options, attempt);
  } catch (error) {
    if (!attempt.docsCache?.textLost || options.signal?.aborted) throw error;
    // Nothing of the failed attempt was kept, and compiling every doc again puts good entries in the cache.
    options.logger?.info('the build cache lost the text of a reused doc during the build; building again without reusing compiled docs');
    return buildOnce(options, { reuseDocs: false });
  }
}

/** One try of `build`, and what it tells `build` about how it went. */
interface BuildAttempt {
  /** Whether docs may be taken from the compiled-docs cache; a try after one that lost a reused doc's text does not. */
  reuseDocs: boolean;
  /** The compiled-docs cache the try used, once it has one: it tells whether a reused doc's text was lost. */
  docsCache?: CompiledDocsCache;
}

/** `build`, once: see there. */
async function buildOnce(options: BuildOptions, attempt: BuildAttempt): Promise<BuildResult> {
  const timer = createPhaseTimer(options.signal);
  const overrides = { outDir: options.outDir, baseUrl: options.baseUrl };
  const loaded = await timer.time('config', () => loadConfig(options.siteDir, overrides));
  const { config } = loaded;
  const ctx: BuildContext = {
    buildId: randomUUID(),
    siteDir: resolve(options.siteDir),
    overrides,
    config,
    logger: options.logger ?? silentLogger,
    warnings: [],
    signal: options.signal,
  };
  // Checked before the cache is opened, which makes its folder: a build that finds none reuses nothing.
  const cold = options.cache === false || !existsSync(config.cacheDir);
  const cache = options.cache === false ? undefined : await timer.time('cache', () => openBuildCache(config, toolchainFingerprint()));
  const theme = resolveTheme(ctx.siteDir, config.theme, config);
  // Only the pages of docs whose body changed, when that is all that did; else the status of the files it took, for the record.
  const patch = cache && !cold && attempt.reuseDocs && options.patch !== false ? await patchBuild(ctx, { loaded, cache, theme, timer }) : undefined;
  if (patch && 'pages' in patch) return patch;
  const recorder = cache && new BuildRecorder(ctx, cache.dir, cache.toolchain);
  recorder?.takeStamps(patch);
  const threads = buildThreads({ threads: options.threads });
  const scheduler = createBuildScheduler(timer);
  // Beside the phases until the render phase: the bundle (esbuild's process) and the staging folder need only the config.
  const bundling = scheduler.beside('bundle', () => bundlePhase(ctx, theme, cache));
  const staged = scheduler.start(() => stageOutput(ctx, cache));
  const book = cache?.docSources(config.docsDir);
  if (!cold) cache?.prefetchDocs();
  try {
    // One `git log` for the whole docs folder, beside the content and markdown phases; it never fails the build.
    const showLastUpdates = config.showLastUpdateTime || config.showLastUpdateAuthor;
    const lastUpdates = showLastUpdates ? scheduler.beside('git', () => readGitLastUpdates(config.docsDir)) : undefined;
    const docs = await timer.time('content', () => collectDocs(config.docsDir, { maxDocBytes: config.markdown.maxDocSizeKb * 1024, book, onWarning: (d) => warn(ctx, d) }));
    ctx.logger.info(`found ${docs.length} docs in ${config.docsDir}`);
    const docsCache = (attempt.docsCache = cache?.docsCache(docs));
    const { compiled, reused } = await timer.time('markdown', () =>
      markdownPhase(ctx, docs, { pools: threads, cache, docsCache, reuse: !cold && attempt.reuseDocs }),
    );
    // A big site renders on fresh threads: the compile threads' grown heaps go rather than carry over (see `poolPerPhase`).
    if (docs.length >= FRESH_RENDER_THREADS_FROM && threads.endPhase()) threads.get(docs.length);
    const git = await lastUpdates;
    if (git?.warning) warn(ctx, git.warning);
    const customPages = await timer.time('custom pages', () => customPagesPhase(ctx, docs));
    const routes = await timer.time('routes', () => routesPhase(ctx, loaded, docs, compiled, git?.updates));
    placeCustomPages(ctx, routes.manifest, customPages);
    // A markdown custom page's links are checked as a doc's are.
    const { linked, linkedCompiled } = withCustomPages(docs, compiled, customPages);
    await timer.time('links', () => linksPhase(ctx, loaded, linked, linkedCompiled, routes));
    recorder?.noteDocs(docs, compiled);
    releaseLinkData(compiled.values());
    // The routes are final: their page data is kept as text from here on.
    freezePageData(routes.manifest, compiled.values());
    const [bundle, output] = await Promise.all([bundling, staged]);
    await timer.time('page modules', () => pageModulesPhase(ctx, { docs, compiled, pages: customPages, manifest: routes.manifest, output }));
    const renderer = await writeBundle(bundle, output.staging);
    const searching = scheduler.beside('search', () => searchPhase(ctx, { manifest: routes.manifest, compiled, output, cache }));
    const pages = await timer.time('render', () =>
      renderPhase(ctx, { routes, bundle, renderer, theme, output, pools: threads, cache, fresh: cold, onPlanned: recorder?.onPlanned }),
    );
    void threads.destroy().catch(() => {}); // their heaps go while the rest is written
    const siteSizes = await timer.time('write', () => writePhase(ctx, { manifest: routes.manifest, compiled, output }));
    await searching;
    const recordedSizes = await swapInOutput(ctx, { manifest: routes.manifest, output, cache, siteSizes });
    await cache?.flush();
    // Kept only after a build that succeeded: its docs' front matter was all valid.
    await Promise.all([cache?.prune(), book?.save()]);
    const outputBytes = folderSize(config.outDir, recordedSizes);
    if (cache?.bundleHash) await recorder?.save({ manifest: routes.manifest, compiled, pages, outputBytes, inputs: buildInputsDigest(loaded, theme, cache.bundleHash) });
    return {
      outDir: config.outDir,
      pages,
      docs: docs.length,
      durationMs: timer.elapsed(),
      phases: timer.phases,
      outputBytes,
      warnings: ctx.warnings,
      ...(cache && { cache: cache.stats({ docs: docs.length, docsReused: reused, pages }) }),
    };
  } catch (error) {
    // Whatever still writes into the staging folder stops (the threads) or finishes (esbuild, the search index) before it goes.
    await Promise.all([threads.destroy(), scheduler.settle()]);
    await Promise.all([discardOutput(staged), cache?.flush()]);
    recorder?.discard();
    // A diagnostic already says what to fix (one about the staging folder names it): not made vaguer by a second pass.
    throw error instanceof QuireError ? error : (outputWriteError(error, config.outDir) ?? error);
  } finally {
    await threads.destroy();
  }
}

/**
 * Docs from which the render phase starts fresh threads. The compile
 * threads' leftover heap grows with the site (~240 MB each at 5000 pages);
 * at 1000 pages the peak is ~0.6 GB either way, and starting new threads
 * cost ~0.6 s of CPU (~4 %).
 */
const FRESH_RENDER_THREADS_FROM = 2000;
