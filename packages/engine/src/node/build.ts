import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { BuildContext, Logger } from './build-context.js';
import { POOL_THRESHOLD, type BuildOptions, type BuildResult } from './build-result.js';
import type { BundleOutput } from './bundle/bundle-output.js';
import { bundleSite, writeBundle } from './bundle/bundle-site.js';
import { siteData } from './bundle/site-data.js';
import { defaultCacheDir, openBuildCache, type BuildCache } from './cache/build-cache.js';
import { toolchainFingerprint } from './cache/toolchain-fingerprint.js';
import { loadConfig, type LoadedConfig } from './config/load-config.js';
import { collectDocs } from './content/collect-docs.js';
import { surveyDocFiles } from './content/count-doc-files.js';
import type { Doc } from './content/doc.js';
import { dropDocSources } from './content/drop-doc-sources.js';
import { QuireError } from './diagnostic.js';
import { failOnErrors } from './fail-on-errors.js';
import { checkStaticImages } from './links/check-static-images.js';
import { checkSiteLinks } from './links/check-site-links.js';
import { compileDocs } from './markdown/compile-docs.js';
import type { SerializedCompiledDoc } from './markdown/compiled-doc.js';
import { createPhaseTimer, type PhaseTimer } from './phase-timer.js';
import { endShortRunJit, LEAN_JIT_BELOW } from './short-run-jit.js';
import { releaseYoungGeneration } from './young-generation.js';
import { boundHeapGrowth } from './bounded-heap-growth.js';
import { planDocReuse, type DocReusePlan } from './cache/plan-doc-reuse.js';
import type { CompiledDocsCache } from './cache/compiled-docs-cache.js';
import type { RendererFile } from './render/load-renderer.js';
import { renderPages } from './render/render-pages.js';
import { buildRouteManifest } from './routes/build-route-manifest.js';
import { resolveSidebars } from './sidebars/resolve-sidebars.js';
import { resolveTheme, type ResolvedTheme } from './theme/resolve-theme.js';
import { startSearchHeadStart, type SearchHeadStart } from './search/search-head-start.js';
import { dropSearchSections } from './search/drop-search-sections.js';
import { guessSearchPages } from './search/guess-search-pages.js';
import { searchPages } from './search/search-pages.js';
import { writeSearchIndex } from './search/write-search-index.js';
import { saveCodeCaches } from './code-cache/pending-code-caches.js';
import { createBuildPool } from './workers/build-pool.js';
import { wantsHelperThread } from './workers/helper-thread.js';
import { poolPerPhase, type PhasePools } from './workers/pool-per-phase.js';
import { outputWriteError } from './write/output-write-error.js';
import { folderSize } from './write/folder-size.js';
import { openPreviousOutput, type PreviousOutput } from './write/previous-output.js';
import { commitStagingDir, createStagingDir, discardStagingDir } from './write/staging-dir.js';
import { writeHeadersFile } from './write/headers-file.js';
import { pageFolders, removeEmptyFolders, takeFolderList } from './write/remove-empty-folders.js';
import { writeSiteFiles } from './write/write-site-files.js';

const silentLogger: Logger = { info() {}, warn() {} };

/**
 * Builds a site: the phases of DESIGN.md in order, each one module. Nothing
 * is written to the output folder until every page has been rendered into a
 * staging folder, which then replaces it; a failure leaves the previous
 * site untouched and throws a `QuireError` listing what to fix. Aborting
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
    // The body of a doc taken from the cache, read only when a page needed it, was damaged or gone: nothing of the
    // failed attempt was kept, and compiling every doc again puts good entries in the cache.
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
  // esbuild's process starts only if something needs it: a config or sidebars module that imports a local file
  // (see `eraseModuleTypes`), a theme without a prebuilt bundle, or a bundle the cache lacks.
  const overrides = { outDir: options.outDir, baseUrl: options.baseUrl };
  // Pagefind's head start needs only the cache folder and the toolchain: begun in the default folder before the config is read.
  const toolchain = options.cache === false ? undefined : toolchainFingerprint();
  const early = toolchain && startSearchHeadStart(defaultCacheDir(options.siteDir), toolchain);
  const loaded = await timer.time('config', () => loadConfig(options.siteDir, overrides)).catch(async (error: unknown) => {
    await early?.discard();
    throw error;
  });
  const ctx: BuildContext = {
    buildId: randomUUID(),
    siteDir: resolve(options.siteDir),
    overrides,
    config: loaded.config,
    logger: options.logger ?? silentLogger,
    warnings: [],
    signal: options.signal,
  };
  // Before the cache is opened, which makes its folder: a build that finds none compiles every doc.
  const coldCache = options.cache === false || !existsSync(ctx.config.cacheDir);
  const cache = toolchain && (await timer.time('cache', () => openBuildCache(ctx.config, toolchain)));
  // Pagefind works on the last build's pages while the docs are read and compiled (see SearchHeadStart).
  const keepEarly = cache && !ctx.config.search.docsearch && cache.dir === defaultCacheDir(options.siteDir);
  if (!keepEarly) void early?.discard();
  const headStart = cache && !ctx.config.search.docsearch ? (keepEarly ? early : startSearchHeadStart(cache.dir, cache.toolchain)) : undefined;
  const maxDocBytes = ctx.config.markdown.maxDocSizeKb * 1024;
  // Made when a phase first has enough work for it: a warm build that compiles one doc never starts threads.
  const cores = availableParallelism();
  // Before any thread starts: how much the docs folder holds, counted up to the size whose JIT keeps inlining.
  const survey = coldCache ? surveyDocFiles(ctx.config.docsDir, LEAN_JIT_BELOW, { bytesUpTo: POOL_THRESHOLD }) : undefined;
  // A small cold build with much markdown gets one helper thread, beside the main thread; a big one a thread per core.
  const helper = options.threads === undefined && wantsHelperThread(survey, cores);
  const pools = poolPerPhase(
    (work) => {
      const threads = options.threads ?? (work >= POOL_THRESHOLD ? cores : helper ? 1 : 0);
      // Worker threads size their young generation themselves (see createBuildPool); a held one would keep them at the
      // size they start with (measured: the Redux Toolkit docs, with a helper thread, took 0.36 s more).
      if (threads > 0) releaseYoungGeneration();
      // A site this big runs long enough to gain from V8's optimizing compiler, and its worker threads share V8's flags.
      // A helper thread's build is still a short run: the thread takes the flags (and TypeScript's code cache) of one.
      if (threads > 0 && !helper) endShortRunJit({ lean: (survey?.files ?? work) < LEAN_JIT_BELOW });
      return threads;
    },
    (threads, preload) => createBuildPool(threads, preload, { mainThreadJoins: helper }),
  );
  // A cold build of a big site (or one with a helper thread) starts its threads now, so they load the markdown
  // pipeline and TypeScript while the docs are read (measured: 0.2-0.27 s of CPU per thread) instead of after them.
  if (survey) pools.get(survey.files, { compile: true });
  let docs: Doc[];
  let theme: ResolvedTheme;
  const book = cache?.docSources(ctx.config.docsDir);
  if (!coldCache) cache?.prefetchDocs();
  try {
    docs = await timer.time('content', () => collectDocs(ctx.config.docsDir, { maxDocBytes, book }));
    theme = resolveTheme(ctx.siteDir, ctx.config.theme);
  } catch (error) {
    // The threads started early and Pagefind's head start would otherwise outlive a failed build.
    await Promise.all([pools.destroy(), headStart?.discard()]);
    throw error;
  }
  ctx.logger.info(`found ${docs.length} docs in ${ctx.config.docsDir}`);
  // Without a plan from the last build, Pagefind indexes each page as its doc compiles (see `SearchHeadStart.guess`).
  headStart?.guess(guessSearchPages(docs));
  if (docs.length >= POOL_THRESHOLD || (options.threads ?? 0) > 0) endShortRunJit({ lean: docs.length < LEAN_JIT_BELOW });
  // The bundle needs only the config and the theme: it runs (in esbuild's process) while the markdown compiles.
  const make = () => bundleSite(ctx, theme);
  const bundling = timer.time('bundle', () => (cache ? cache.bundle(siteData(ctx.config), theme, make) : make()));
  bundling.catch(() => {}); // awaited after the links phase; a failure before that must not go unhandled
  const releaseHeap = docs.length >= BOUNDED_HEAP_FROM ? boundHeapGrowth() : undefined;
  let built: BuiltDocs;
  try {
    built = await buildDocs(ctx, loaded, docs, timer, { pools, theme, bundling, cache, headStart, fresh: coldCache, attempt });
  } finally {
    await Promise.all([pools.destroy(), cache?.flush(), headStart?.discard()]);
    releaseHeap?.();
  }
  // Kept only after a build that succeeded: its docs' front matter was all valid.
  await Promise.all([cache?.prune(), book?.save()]);
  const { pages } = built;
  // The code caches of what this thread compiled from source under V8's current flags: the server renderer, loaded
  // during the render phase under a short run's; the engine's waits for the process's exit (see saveCodeCaches).
  // About 10 ms, only in a build that found none.
  saveCodeCaches();
  return {
    outDir: ctx.config.outDir,
    pages,
    docs: docs.length,
    durationMs: timer.elapsed(),
    phases: timer.phases,
    outputBytes: folderSize(ctx.config.outDir, built.recordedSizes),
    warnings: ctx.warnings,
    ...(cache && { cache: cache.stats({ docs: docs.length, docsReused: built.docsReused, pages }) }),
  };
}

/**
 * Docs from which the render phase starts fresh threads. The compile
 * threads' leftover heap grows with the site (~240 MB each at 5000 pages);
 * at 1000 pages the peak is ~0.6 GB either way, and starting new threads
 * cost ~0.6 s of CPU (~4 %).
 */
const FRESH_RENDER_THREADS_FROM = 2000;

/** Docs from which the build caps its threads' heap growth (see `boundHeapGrowth`): below, memory is far under budget and CPU is not. */
const BOUNDED_HEAP_FROM = 2000;

/** What `buildDocs` runs with besides the docs: the worker pools of the phases, the theme, the bundle under way, and the build cache. */
interface BuildResources {
  pools: PhasePools;
  theme: ResolvedTheme;
  bundling: Promise<BundleOutput>;
  cache?: BuildCache;
  headStart?: SearchHeadStart;
  /** The build began without a cache folder: no page comes from the cache or the previous output. */
  fresh?: boolean;
  /** This try of the build: whether it may reuse docs, and where it leaves the compiled-docs cache it used. */
  attempt: BuildAttempt;
}

/** What `buildDocs` returns. */
interface BuiltDocs {
  /** Pages written. */
  pages: number;
  /** Docs the cache spared compiling. */
  docsReused: number;
  /** Sizes of the output's files the previous-output records took (see `PreviousOutput.record`), by relative path. */
  recordedSizes?: ReadonlyMap<string, number>;
}

/**
 * The phases from markdown to write, into a staging folder that replaces
 * the output folder at the end and is removed if anything fails; returns
 * the number of pages written and of docs the cache spared.
 */
async function buildDocs(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  timer: PhaseTimer,
  { pools, theme, bundling, cache, headStart, fresh, attempt }: BuildResources,
): Promise<BuiltDocs> {
  // The staging folder is made, and the bundle written into it, while the docs compile: none of it needs them, and the
  // render threads, idle from the end of the markdown phase, would otherwise wait for it (~90 ms at 1000 pages).
  const staged = Promise.all([
    createStagingDir(ctx.config.outDir, { folders: cache?.outputFolders }).catch((error: unknown) => {
      throw outputWriteError(error, ctx.config.outDir) ?? error;
    }),
    cache && openPreviousOutput(cache.dir, ctx.config.outDir, cache.toolchain),
  ]);
  const writingBundle = Promise.all([staged, bundling]).then(([[staging], bundle]) => writeBundle(bundle, staging));
  // Awaited as the render phase begins, or settled before the staging folder is discarded; a failure before then must not go unhandled.
  writingBundle.catch(() => {});
  try {
    return await renderDocs(ctx, loaded, docs, timer, { pools, theme, bundling, cache, headStart, fresh, attempt }, { staged, writingBundle });
  } catch (error) {
    // Whatever still writes into the staging folder stops first (the render threads) or
    // finishes (Pagefind's writeFiles, which cannot be cancelled; the bundle's files); else it
    // could make the folder again after it is removed.
    await Promise.all([pools.destroy(), writingBundle.catch(() => {})]);
    const staging = await staged.then(([folder]) => folder, () => undefined);
    if (staging !== undefined) await discardStagingDir(staging).catch(() => {});
    // A diagnostic already says what to fix (one about the staging folder names it): not made vaguer by a second pass.
    throw error instanceof QuireError ? error : (outputWriteError(error, ctx.config.outDir) ?? error);
  }
}

/** The output the build writes into while it compiles the docs (see `buildDocs`). */
interface StagedOutput {
  /** The staging folder, and the previous output to lend unchanged files from (with a cache). */
  staged: Promise<[string, PreviousOutput | undefined]>;
  /** The bundle's files in the staging folder, once the bundle phase is done: its server renderer. */
  writingBundle: Promise<RendererFile>;
}

/** `buildDocs` from the markdown phase to the swap; a failure leaves the staging folder to the caller. */
async function renderDocs(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  timer: PhaseTimer,
  { pools, theme, bundling, cache, headStart, fresh, attempt }: BuildResources,
  { staged, writingBundle }: StagedOutput,
): Promise<BuiltDocs> {
  const pool = (work: number) => pools.get(work);
  let reuse: DocReusePlan | undefined;
  const stored: Promise<void>[] = [];
  const docsCache = (attempt.docsCache = cache?.docsCache(docs));
  const compiled = await timer.time('markdown', async () => {
    // A try that may not reuse docs looks none up, as in a build without a cache folder; it still stores every doc.
    reuse = await planDocReuse(docs, { docsCache, headStart, fresh: fresh || !attempt.reuseDocs, firstLimit: POOL_THRESHOLD });
    // Each fresh doc goes to the cache, and to Pagefind's head start, which may be waiting for its text.
    const onCompiled = (docsCache || headStart) && ((doc: Doc, result: SerializedCompiledDoc) => {
      headStart?.offer(doc.filePath, result);
      if (docsCache) stored.push(docsCache.store(doc, result));
    });
    // A batch's entries are written as the next batch compiles, each batch a segment of its own.
    const onBatchCompiled = docsCache && (() => void stored.push(Promise.all(stored).then(() => cache!.flush())));
    const toCompile = reuse.toCompileFirst;
    const stripTypes = cache && toCompile > 0 && toCompile < POOL_THRESHOLD ? await cache.stripTypes() : undefined;
    const workers = cache && { cacheDir: cache.dir, toolchain: cache.toolchain };
    return compileDocs(ctx, docs, pool, { reuse: reuse.reuse, first: reuse.first, onCompiled, onBatchCompiled, stripTypes, workers }).finally(() => Promise.all(stored));
  });
  // A large site's render phase gets threads of its own: the compile threads' heaps are freed rather than carried (see
  // `poolPerPhase`). Docs compiled on threads mostly make pages to render: those threads start now, while routes and links are resolved.
  if (docs.length >= FRESH_RENDER_THREADS_FROM && pools.endPhase()) pools.get(docs.length);
  // Written now, the compiled docs' cache entries (a copy of every page's body) are not held in memory while the pages render.
  await cache?.flush();
  dropDocSources(docs);
  const sidebars = resolveSidebars({
    sidebars: loaded.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
    docs,
    titles: new Map([...compiled].map(([id, doc]) => [id, doc.title])),
  });
  failOnErrors(ctx, sidebars.diagnostics);
  const manifest = await timer.time('routes', () => buildRouteManifest(ctx, { docs, compiled, sidebars }));
  // Threads that will render every page load the renderer while the first batch is planned.
  const renderPool = !cache || fresh ? pool(manifest.routes.size + 1) : undefined;
  if (renderPool) {
    void writingBundle.then((renderer) => renderPool.prepareRender({ buildId: ctx.buildId, renderer, themeName: theme.packageName, cacheDir: cache?.dir }), () => {});
  }
  const [staging, previousOutput] = await staged;
  // The folders of a kept folder tree the staging folder began from (see `createStagingDir`), if it did.
  const keptFolders = cache && takeFolderList(staging);
  let recordedSizes: ReadonlyMap<string, number> | undefined;
  // Pagefind indexes the text the markdown phase read, in a process of its own: it works while the threads render.
  let searching: Promise<unknown> | undefined;
  // The search work itself: an abort rejects the phase at once, while Pagefind may still be writing into the staging folder.
  let searchWork: Promise<unknown> | undefined;
  // Once the render threads have their first pages (see `RenderInput.alongside`), this thread checks the links (a
  // broken one fails the build, and the staging folder is discarded): else the threads would wait for it.
  let checkingLinks: Promise<void> | undefined;
  const alongside = () =>
    (checkingLinks ??= timer.time('links', () => {
      checkSiteLinks(ctx, loaded, docs, compiled, sidebars, manifest);
      failOnErrors(ctx, checkStaticImages(docs.map((doc) => [doc.filePath, compiled.get(doc.id)!]), ctx.config.staticDir));
    }));
  try {
    // First, while the threads load the renderer: Pagefind's work is what usually ends last.
    searching = timer.time('search', () => {
      const linkPrevious = previousOutput && ((file: string, to: string) => previousOutput.link(file, to));
      const settings = ctx.config.search;
      searchWork = writeSearchIndex(ctx, {
        pages: searchPages(manifest, compiled),
        outDir: staging,
        previous: previousOutput && ((folder) => previousOutput.folder(folder)),
        headStart,
        // Each shard of the index comes from the cache when its pages did not change.
        cached: cache && ((shard, write) => cache.searchIndex({ folder: shard.folder, pages: shard.pages, outDir: staging, settings, linkPrevious }, write)),
      });
      dropSearchSections(compiled);
      return searchWork;
    });
    searching.catch(() => {}); // awaited after the render phase; a failure before that must not go unhandled
    const [bundle, renderer] = await Promise.all([bundling, writingBundle]);
    const pagesCache = cache?.pages();
    const renderCache = pagesCache && { dir: cache!.dir, prepare: pagesCache.prepare, store: pagesCache.store };
    const pages = await timer.time('render', () =>
      renderPages(ctx, {
        manifest,
        sidebars: sidebars.sidebars,
        bundle,
        renderer,
        theme,
        outDir: staging,
        pool,
        cache: renderCache,
        previousOutput,
        existingFolders: keptFolders && [staging, ...keptFolders.map((folder) => join(staging, folder))],
        fresh,
        alongside,
      }),
    );
    await alongside();
    // Pagefind usually finishes after the pages: meanwhile the threads end (freeing their heaps) and the site's own
    // files are written and recorded. A static file still never replaces Pagefind's (see `writeSiteFiles`): it does not
    // overwrite, and Pagefind does.
    void pools.destroy().catch(() => {});
    const siteSizes = await timer.time('write', async () => {
      await writeSiteFiles(ctx.config, manifest, staging, [...compiled.values()].flatMap((doc) => doc.images));
      await writeHeadersFile(ctx.config, staging);
      return previousOutput?.record(staging, 'site');
    });
    await searching;
    // After Pagefind: a folder it writes into may be empty until then. Begun from an older output's folders, the
    // staging folder may hold some of removed pages; a folder of the static folder is the site's, even empty.
    if (keptFolders) {
      const pages = pageFolders(manifest.routes.keys());
      removeEmptyFolders(staging, keptFolders, (folder) => pages.has(folder) || isFolder(join(ctx.config.staticDir, folder)));
    }
    const searchSizes = previousOutput?.record(staging, 'search');
    recordedSizes = siteSizes && searchSizes && new Map([...siteSizes, ...searchSizes]);
    // The last moment an abort discards the new site. The swap itself is never
    // interrupted: stopping between its two renames would leave no site at all.
    ctx.signal?.throwIfAborted();
    await commitStagingDir(staging, ctx.config.outDir, { retireInto: cache?.trashDir });
    cache?.emptyTrash();
    await Promise.all([previousOutput?.save(), headStart?.save()]);
    return { pages, docsReused: reuse?.reusedCount() ?? 0, recordedSizes };
  } catch (error) {
    // The render threads stop, and Pagefind's writeFiles (which cannot be cancelled) finishes, before `buildDocs` removes the staging folder.
    await Promise.all([pools.destroy(), searchWork?.catch(() => {})]);
    throw error;
  }
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
