import type { SiteData } from '../../shared/types.js';
import type { PageJob } from '../render/page-html.js';
import type { CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

/** Reads and writes pages' server-rendered markup (the inside of the root element) in the build cache. */
export interface RenderedPagesCache {
  /**
   * Gives every job its `cacheKey`, and a reader of its cached markup
   * (`markup`) when the cache has it. The key covers all that rendering reads: the route path, the
   * page data (through its digest, `job.pageDigest`), the sidebar view the
   * page shows (`sidebars`, JSON texts that `job.sidebar` indexes), the site
   * data, the theme and runtime code (through `bundleHash`) and the toolchain.
   *
   * @param lend Called with each job once it has its key: true when the page's
   *   files were taken from the previous output (see `previousPageLinker`), which
   *   sets `linked` on the job and spares reading its markup.
   */
  prepare(jobs: PageJob[], sidebars: string[], site: SiteData, lend?: (job: PageJob) => boolean): Promise<void>;
  /** Keeps the markup of a page rendered in this build. */
  store(cacheKey: string, appHtml: string): Promise<void>;
  /** Pages whose markup came from the cache in this build. */
  readonly reused: number;
}

/**
 * @param toolchain See `toolchainFingerprint`.
 * @param bundleHash Hash of every source file of the bundle phase (theme, runtime, React), whose server renderer renders the pages.
 */
export function renderedPagesCache(store: CacheStore, toolchain: string, bundleHash: string): RenderedPagesCache {
  let reused = 0;
  // The render phase prepares a site's jobs in chunks, each with the whole site's list of sidebar views: hashed
  // once per list and view, as a chunk first needs one, not every view for every chunk (at 100 000 pages, 2000
  // chunks each hashed 5000 views, most of a warm build's four minutes).
  const sidebarHashes = new WeakMap<readonly string[], Array<string | undefined>>();
  const sidebarHash = (sidebars: readonly string[], index: number): string => {
    let hashes = sidebarHashes.get(sidebars);
    if (!hashes) sidebarHashes.set(sidebars, (hashes = []));
    const text = sidebars[index];
    if (text === undefined) return 'missing';
    return (hashes[index] ??= contentHash('sidebar', text));
  };
  return {
    get reused() {
      return reused;
    },
    async prepare(jobs, sidebars, site, lend) {
      const siteHash = contentHash('site', JSON.stringify(site));
      await Promise.all(
        jobs.map(async (job) => {
          const sidebar = job.sidebar === undefined ? 'none' : sidebarHash(sidebars, job.sidebar);
          const data = job.pageDigest ?? contentHash('page-data-json', job.pageJson);
          job.cacheKey = contentHash('page', toolchain, bundleHash, siteHash, job.path, data, sidebar);
          // Worker threads may store it, out of this store's sight.
          store.keep('pages', job.cacheKey);
          if (lend?.(job)) {
            job.linked = true;
            reused++;
            return;
          }
          // Located, not read: the markup is read as the page is written (see `PageJob.markup`).
          const markup = await store.locate('pages', job.cacheKey);
          if (markup) {
            job.markup = markup;
            reused++;
          }
        }),
      );
    },
    store: (cacheKey, appHtml) => store.write('pages', cacheKey, appHtml),
  };
}
