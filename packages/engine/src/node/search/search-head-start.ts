import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { feedPagefind, PAGEFIND_CONFIG } from './feed-pagefind.js';
import { readSearchPlan, saveSearchPlan, unchangedPlanPrefix, type PlannedSearchPage } from './search-plan.js';

/**
 * A Pagefind index started when the build starts, from the last build's
 * search input (its plan), while this build reads and compiles its docs.
 *
 * Pagefind has no incremental mode: one edited page means indexing every page
 * again (about 2 s of CPU at 1000 pages), and it used to start only once the
 * routes were known. Pagefind numbers pages in the order they arrive, so the
 * head start feeds the plan's pages in order up to the first one whose source
 * file changed since (size or modification time); the search phase then
 * compares every page fed with its real input and, when all match, goes on
 * from there. Any difference (a title changed by another file, a page moved
 * in the sidebar, a file edited with its time put back) and the index is
 * dropped and the search phase indexes from scratch: a wrong guess costs
 * time, never a stale index.
 */
export interface SearchHeadStart {
  /**
   * The index with exactly the first `fed` of `pages` added, ready for the
   * rest; undefined when what was fed is not a prefix of `pages` (or nothing
   * was). Remembers `pages` as the next build's plan. Only the first call
   * gets the index; the caller deletes it.
   */
  take(pages: readonly PlannedSearchPage[]): Promise<{ index: PagefindIndex; fed: number } | undefined>;
  /** Deletes the index unless it was taken (a failed build, or the search index came from the cache). */
  discard(): Promise<void>;
  /** Writes the pages last given to `take` as the next build's plan; after the swap. Never rejects. */
  save(): Promise<void>;
}

/**
 * Reads the last build's plan from `cacheDir` and starts feeding Pagefind
 * with it, unless no source file changed (the search index is then likely
 * the cached one, and indexing would be wasted) or none before the first
 * page did.
 */
export function startSearchHeadStart(cacheDir: string, toolchain: string): SearchHeadStart {
  let stopped = false;
  let taken = false;
  let nextPlan: readonly PlannedSearchPage[] | undefined;
  const started = (async () => {
    const plan = await readSearchPlan(cacheDir, toolchain);
    const ahead = unchangedPlanPrefix(plan);
    if (ahead === 0 || ahead === plan.length || stopped) return undefined;
    const { index } = await pagefind.createIndex(PAGEFIND_CONFIG);
    if (!index) return undefined;
    const fed = plan.slice(0, ahead);
    const { added, problems } = await feedPagefind(index, fed, () => stopped);
    return { index, fed: fed.slice(0, added), problems };
  })().catch(() => undefined);

  return {
    async take(pages) {
      stopped = true;
      nextPlan = pages;
      const head = await started;
      if (!head || taken) return undefined;
      taken = true;
      const matches =
        head.problems.length === 0 &&
        head.fed.length <= pages.length &&
        head.fed.every((page, i) => page.url === pages[i]!.url && page.html === pages[i]!.html);
      if (matches && head.fed.length > 0) return { index: head.index, fed: head.fed.length };
      await head.index.deleteIndex().catch(() => {});
      return undefined;
    },
    async discard() {
      stopped = true;
      const head = await started;
      if (!head || taken) return;
      taken = true;
      await head.index.deleteIndex().catch(() => {});
    },
    save: () => (nextPlan ? saveSearchPlan(cacheDir, toolchain, nextPlan) : Promise.resolve()),
  };
}
