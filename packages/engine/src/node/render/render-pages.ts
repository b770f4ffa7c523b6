import { mkdir, rm } from 'node:fs/promises';
import { writeFile } from '../fast-fs.js';
import { dirname, join } from 'node:path';
import { ROUTE_MANIFEST_FILE, type ClientManifest, type SidebarItem } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import { siteData } from '../bundle/site-data.js';
import { pageDataJson, pageMetaJson, type RouteEntry, type RouteManifest } from '../routes/route-manifest.js';
import { sidebarViews, type SidebarViews } from '../sidebars/sidebar-views.js';
import { writeRouteManifest } from '../write/write-route-manifest.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { BuildPool } from '../workers/build-pool.js';
import { runBatches } from '../workers/run-batches.js';
import { splitIntoBatches } from '../workers/split-into-batches.js';
import { MAX_SEGMENTS } from '../cache/cache-store.js';
import { loadRenderer, type RendererFile } from './load-renderer.js';
import type { PageJob, PageSetup } from './page-html.js';
import { prepareInChunks } from './prepare-in-chunks.js';
import { previousPageLinker, type PageLender } from './previous-page-linker.js';
import { routePlanner, type PlannedRoute } from './route-planner.js';
import { writePages, type StoreRenderedMarkup } from './write-pages.js';

/** What the render phase reads. */
export interface RenderInput {
  manifest: RouteManifest;
  sidebars: Record<string, SidebarItem[]>;
  bundle: BundleOutput;
  /** The bundle's server renderer, as `writeBundle` wrote it into the staging folder with the bundle's other files; removed when the pages are written. */
  renderer: RendererFile;
  theme: ResolvedTheme;
  /** The staging folder. */
  outDir: string;
  /** The build pool, or a function that gets one for a number of pages to render (or none, when too few). */
  pool?: BuildPool | ((pageCount: number) => BuildPool | undefined);
  /** The build cache's markup of pages rendered before, and where fresh markup goes; see `renderedPagesCache`. */
  cache?: {
    /** Sets `markup` on the jobs the cache holds and `cacheKey` on every job; `lend` as `RenderedPagesCache.prepare`'s. */
    prepare(jobs: PageJob[], sidebars: string[], site: PageSetup['site'], lend?: (job: PageJob) => boolean): Promise<void>;
    /** The cache folder, for worker threads to store the markup they render. */
    dir: string;
    store: StoreRenderedMarkup;
  };
  /**
   * Lends files of the previous output this build would write alike (see `PreviousOutput`): with a cache,
   * unchanged pages' HTML files and chunks (see `previousPageLinker`); chunks when rendering on this thread.
   */
  previousOutput?: PageLender;
  /** Folders known to exist in the staging folder (absolute paths), as begun from a kept folder tree (see `createStagingDir`). */
  existingFolders?: Iterable<string>;
  /**
   * The cache holds no page from before and there is no previous output to lend from (a first build):
   * every page renders, so batches go to the threads as soon as each is planned (see `renderAsPlanned`).
   */
  fresh?: boolean;
  /** Told of every route as it is planned, on this thread (the build's record, see `BuildRecorder`). */
  onPlanned?: (route: PlannedRoute) => void;
}

/**
 * The most pages a render thread takes at once. A thread holds its whole
 * batch (the pages' data, and their markup for the cache until the batch
 * ends), and its heap grows to fit: at 5000 pages, batches of 625 took the
 * build's peak memory from ~0.9 to ~1.2 GB. 1000 pages still make 8 batches of 125.
 */
const RENDER_BATCH_PAGES = 160;

/** Pages written at a time on this thread, their data and cached markup in memory together (see `renderPages`). */
const WRITE_CHUNK_PAGES = 500;

/**
 * Pages whose cache keys are worked out at a time (see `prepareInChunks`):
 * about 10 ms of work each, after which the event loop gets a turn.
 */
const PREPARE_CHUNK = 50;

/**
 * The render phase: every route's chunk and server-rendered HTML page (plus
 * `404.html`), streamed to disk, on the build pool's threads when there is
 * one. Before that, on this thread: the sidebars' category
 * chunks are written, every route chunk is named, and the route manifest
 * the pages point to is written. When every page renders on threads (a
 * `fresh` build, or one without a cache), a batch's routes are named and
 * its keys worked out instead just before a thread takes it, and the
 * manifest is written last: the threads, idle since the markdown phase,
 * start after one batch is planned rather than all. Returns the number of
 * pages written.
 */
export async function renderPages(
  ctx: BuildContext,
  { manifest, sidebars, bundle, renderer, theme, outDir, pool: getPool, cache, previousOutput, existingFolders, fresh, onPlanned }: RenderInput,
): Promise<number> {
  try {
    const views = new Map(Object.entries(sidebars).map(([id, items]) => [id, sidebarViews(items)]));
    // Awaited with the pages: no page waits for the chunks' files, and the first batch should not either.
    const chunksWritten = writeSidebarChunks(views, outDir);
    chunksWritten.catch(() => {});
    const writeManifest = (clientManifest: ClientManifest) => writeRouteManifest(outDir, { ...clientManifest, client: bundle.clientScript });
    const setup = pageSetup(ctx, bundle);
    const routeEntries = [...manifest.routes.values(), manifest.notFound];
    const freshPool = (cache === undefined || fresh) && (typeof getPool === 'function' ? getPool(routeEntries.length) : getPool);
    const planner = routePlanner(routeEntries, views);
    const plan = onPlanned
      ? {
          ...planner,
          route(entry: RouteEntry) {
            const planned = planner.route(entry);
            onPlanned(planned);
            return planned;
          },
        }
      : planner;
    if (freshPool) {
      // The same batches as below when every page renders; each is planned, and its keys worked out, as a thread is free for it.
      const batches = splitIntoBatches(routeEntries, freshPool.threads, RENDER_BATCH_PAGES, MAX_SEGMENTS);
      let done = 0;
      // Batches are planned one after another, each once the one before is on its way to a thread: else the second
      // lane's planning runs while the first batch's keys are awaited, and the first thread waits for both.
      let planning = Promise.resolve();
      const counts = await runBatches(batches, freshPool.threads, async (batch) => {
        let planned = () => {};
        const turn = planning;
        planning = new Promise((resolve) => (planned = resolve));
        await turn;
        const { jobs, sidebars: texts } = pageJobs(batch.map((entry) => plan.route(entry)), false);
        const entries = new Map(batch.map((entry) => [entry.path, entry]));
        const dataOf = (job: PageJob) => pageDataJson(entries.get(job.path)!);
        if (cache) await cache.prepare(jobs, texts, setup.site, previousOutput && previousPageLinker(previousOutput, outDir, setup, texts, dataOf));
        // Each page's data (with its doc's body) is made only now, after the cache's lookups, and no list of jobs is
        // named past the await below: the data is garbage once posted. Made earlier, or held until the thread finished,
        // it outlived the young generation and piled up in the old one (at 100 000 pages, 2.4–2.65 GB peak → 2.15).
        const own = jobs.filter((job) => !job.linked).map((job) => withPageData(job, entries.get(job.path)!));
        const pageCount = jobs.length;
        const linkedCount = pageCount - own.length;
        const rendering = own.length === 0 ? 0 : freshPool.render({ buildId: ctx.buildId, renderer, themeName: theme.packageName, setup, sidebars: texts, jobs: own, outDir, cacheDir: cache?.dir });
        planned();
        const written = await rendering;
        done += pageCount;
        ctx.logger.info(`rendered ${done}/${routeEntries.length} pages`);
        return written + linkedCount;
      });
      // The pages name the manifest's file, not its content: it is complete once every route is planned.
      await writeManifest(plan.clientManifest());
      await chunksWritten;
      return counts.reduce((a, b) => a + b, 0);
    }
    const routes = routeEntries.map((entry) => plan.route(entry));
    await writeManifest(plan.clientManifest());
    const entries = new Map(routes.map(({ entry }) => [entry.path, entry]));
    const dataOf = (job: PageJob) => pageDataJson(entries.get(job.path)!);
    const withData = (job: PageJob): PageJob => withPageData(job, entries.get(job.path)!);
    // With a cache, every page's key is needed first: only the pages it lacks are rendered, and they decide on threads.
    // The keys take each page's data digest: a doc's body is read only for a page that is rendered (or its chunk written).
    const all = cache ? pageJobs(routes, false) : undefined;
    const lend = all && previousOutput && previousPageLinker(previousOutput, outDir, setup, all.sidebars, dataOf, existingFolders);
    if (all) await prepareInChunks(all.jobs, PREPARE_CHUNK, (chunk) => cache!.prepare(chunk, all.sidebars, setup.site, lend));
    // Pages linked from the previous output are done.
    let linked = 0;
    if (all) {
      const rest = all.jobs.filter((job) => !job.linked);
      linked = all.jobs.length - rest.length;
      all.jobs = rest;
    }
    const toRender = all ? all.jobs.filter((job) => job.appHtml === undefined && job.markup === undefined).length : routes.length;
    const pool = typeof getPool === 'function' ? getPool(toRender) : getPool;
    if (!pool) {
      // Not even loaded when every page comes from the cache (unless a page's markup turns out damaged when read).
      let loaded = toRender > 0 ? await loadRenderer(renderer, theme.packageName) : undefined;
      const { jobs, sidebars: texts } = all ? { jobs: all.jobs, sidebars: all.sidebars } : pageJobs(routes);
      await chunksWritten;
      const options = {
        storeMarkup: cache?.store,
        linkPrevious: previousOutput && ((file: string, to: string) => previousOutput.link(file, to)),
      };
      // A chunk of pages at a time has its data and cached markup in memory: a big site's whole, all from the cache
      // into a new output folder, was several GB (100 000 pages ran out of heap).
      let written = 0;
      for (let start = 0; start < jobs.length; start += WRITE_CHUNK_PAGES) {
        const chunk = jobs.slice(start, start + WRITE_CHUNK_PAGES).map((job) => (all ? withData(job) : job));
        if (!loaded && chunk.some((job) => job.appHtml === undefined)) loaded = await loadRenderer(renderer, theme.packageName);
        written += await writePages(setup, loaded, chunk, texts, outDir, options);
        if (jobs.length > WRITE_CHUNK_PAGES) ctx.logger.info(`rendered ${Math.min(start + WRITE_CHUNK_PAGES, jobs.length)}/${jobs.length} pages`);
      }
      return linked + written;
    }
    let done = 0;
    // A thread's batch of markup goes to the cache as one segment.
    const split = <T>(items: T[]): T[][] => splitIntoBatches(items, pool.threads, RENDER_BATCH_PAGES, MAX_SEGMENTS);
    // The cache's keys were read off every page's data; it is put together again per batch below.
    // (Hashing flattened each text into a copy of the doc's body, which would otherwise stay to the end.)
    const batches: Array<PlannedRoute[] | { jobs: PageJob[]; sidebars: string[] }> = all
      ? split(all.jobs).map((jobs) => ownSidebars(jobs, all.sidebars))
      : split(routes);
    if (all) all.jobs.length = 0;
    // Page data is put together per batch as a thread takes it, so the whole site's is never in memory twice.
    const batchJobs = (batch: (typeof batches)[number]) => (Array.isArray(batch) ? pageJobs(batch) : { ...batch, jobs: batch.jobs.map(withData) });
    const toThread = async (batch: (typeof batches)[number]) => {
      const { jobs, sidebars: texts } = batchJobs(batch);
      const written = await pool.render({ buildId: ctx.buildId, renderer, themeName: theme.packageName, setup, sidebars: texts, jobs, outDir, cacheDir: cache?.dir });
      done += written;
      ctx.logger.info(`rendered ${done}/${routes.length} pages`);
      return written;
    };
    const counts = await runBatches(batches, pool.threads, toThread);
    await chunksWritten;
    return counts.reduce((a, b) => a + b, linked);
  } finally {
    await rm(dirname(renderer.file), { recursive: true, force: true });
  }
}

/** What every page of the build shares: the site's data, the client's files and the manifest's name. */
export function pageSetup(ctx: BuildContext, bundle: Pick<BundleOutput, 'clientScript' | 'clientDeps' | 'stylesheets'>): PageSetup {
  return {
    site: siteData(ctx.config),
    defaultColorMode: ctx.config.colorMode.defaultMode,
    clientScript: bundle.clientScript,
    clientDeps: bundle.clientDeps,
    stylesheets: bundle.stylesheets,
    // Named the same in every build, so that a page whose own data did not change is the same file too.
    manifestFile: ROUTE_MANIFEST_FILE,
    baseUrlIssueBanner: ctx.config.baseUrlIssueBanner,
  };
}

/**
 * A job with its page data put in (`pageJson`, with the doc's body), its
 * cached markup read (`appHtml`), and, when the build cache had it, the data less the body
 * (`metaJson`), which is all that page then reads for its head tags.
 * Only such a page carries it to a thread.
 */
function withPageData(job: PageJob, entry: RouteEntry): PageJob {
  // The cache's markup is read now, for this page alone, and the reader (no thread could take it) goes.
  const { markup, ...rest } = job;
  const appHtml = job.appHtml ?? markup?.()?.toString('utf8');
  return { ...rest, pageJson: pageDataJson(entry), ...(appHtml !== undefined && { appHtml, metaJson: pageMetaJson(entry) }) };
}

/** A batch of jobs with only the sidebar texts it shows, its indexes renumbered. */
function ownSidebars(jobs: PageJob[], sidebars: string[]): { jobs: PageJob[]; sidebars: string[] } {
  const own: string[] = [];
  const index = new Map<number, number>();
  const renumbered = jobs.map((job) => {
    if (job.sidebar === undefined) return job;
    let sidebar = index.get(job.sidebar);
    if (sidebar === undefined) index.set(job.sidebar, (sidebar = own.push(sidebars[job.sidebar]!) - 1));
    return { ...job, sidebar };
  });
  return { jobs: renumbered, sidebars: own };
}

/** Render jobs for some routes, with the sidebar texts they show listed once; `withData: false` leaves their `pageJson` empty. */
function pageJobs(routes: PlannedRoute[], withData = true): { jobs: PageJob[]; sidebars: string[] } {
  const sidebars: string[] = [];
  const index = new Map<string, number>();
  const jobs = routes.map(({ entry, client, sidebarJson, sidebarModules, pageDigest }): PageJob => {
    let sidebar: number | undefined;
    if (sidebarJson !== undefined) {
      sidebar = index.get(sidebarJson);
      if (sidebar === undefined) index.set(sidebarJson, (sidebar = sidebars.push(sidebarJson) - 1));
    }
    const module = entry.module && { client: entry.module.client, server: entry.module.server, source: entry.sourceFile ?? entry.path };
    return {
      path: entry.path,
      pageJson: withData ? pageDataJson(entry) : '',
      pageDigest,
      client,
      ...(sidebar !== undefined && { sidebar }),
      ...(sidebarModules && { sidebarModules }),
      ...(module && { module }),
    };
  });
  return { jobs, sidebars };
}

/** The chunks holding collapsed categories' items, for sidebars large enough to be pruned. */
async function writeSidebarChunks(views: ReadonlyMap<string, SidebarViews>, outDir: string): Promise<void> {
  const chunks = [...views.values()].flatMap((view) => [...view.chunks]);
  if (chunks.length === 0) return;
  await mkdir(dirname(join(outDir, chunks[0]![0])), { recursive: true });
  await Promise.all(chunks.map(([file, source]) => writeFile(join(outDir, file), source)));
  // Written once, read by no one after: their text (~10 MB at 100 000 pages) need not last the render phase.
  for (const view of views.values()) view.chunks.clear();
}
