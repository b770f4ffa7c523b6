import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { feedPagefind, PAGEFIND_CONFIG } from './feed-pagefind.js';
import { searchPageHtml } from './search-page-html.js';
import type { SearchSection } from './search-section.js';
import { readSearchPlan, saveSearchPlan, sourceUnchanged, type PlannedSearchPage } from './search-plan.js';

/** What the markdown phase tells the head start of a doc it compiled: what its search page is made of. */
export interface CompiledSearchText {
  title: string;
  search: SearchSection[];
}

/**
 * A Pagefind index started when the build starts, from the last build's
 * search input (its plan), while this build reads and compiles its docs.
 *
 * Pagefind has no incremental mode: one edited page means indexing every page
 * again (about 1 s of CPU at 1000 pages, then as much to write the files),
 * and it used to start only once the routes were known. Pagefind numbers
 * pages in the order they arrive, so the head start feeds the plan's pages
 * in order; at a page whose source file changed since (size or modification
 * time) it waits until the markdown phase hands it that doc's compiled text
 * (`offer`), makes the page from it under the planned route, and goes on. The
 * search phase then compares every page fed with its real input and, when all
 * match, goes on from there. Any difference (a title changed by another file,
 * a page moved in the sidebar, a file edited with its time put back, a new
 * route) and the index is dropped and the search phase indexes from scratch:
 * a wrong guess costs time, never a stale index.
 */
export interface SearchHeadStart {
  /** The compiled text of a doc whose source changed, by its source file; the head start may be waiting for it. */
  offer(source: string, compiled: CompiledSearchText): void;
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
 * the cached one, and indexing would be wasted).
 *
 * @param onFed Told how many pages are in the index each time more were added (for tests, which wait for it).
 */
export function startSearchHeadStart(cacheDir: string, toolchain: string | Promise<string>, onFed?: (fed: number) => void): SearchHeadStart {
  let stopped = false;
  let stop!: () => void;
  const stopping = new Promise<undefined>((resolve) => (stop = () => resolve(undefined)));
  let taken = false;
  let nextPlan: readonly PlannedSearchPage[] | undefined;
  const offers = new Map<string, { text: Promise<CompiledSearchText>; give(compiled: CompiledSearchText): void }>();
  const offered = (source: string) => {
    let offer = offers.get(source);
    if (!offer) {
      let give!: (compiled: CompiledSearchText) => void;
      const text = new Promise<CompiledSearchText>((resolve) => (give = resolve));
      offers.set(source, (offer = { text, give }));
    }
    return offer;
  };

  const started = (async () => {
    const plan = await readSearchPlan(cacheDir, await toolchain);
    const unchanged = plan.map(sourceUnchanged);
    if (plan.length === 0 || unchanged.every(Boolean) || stopped) return undefined;
    const { index } = await pagefind.createIndex(PAGEFIND_CONFIG);
    if (!index) return undefined;
    const fed: PlannedSearchPage[] = [];
    const problems: string[] = [];
    let from = 0;
    while (from < plan.length && !stopped) {
      // The run of unchanged pages from here, fed as they were planned.
      let to = from;
      while (to < plan.length && unchanged[to]) to++;
      const run = await feedPagefind(index, plan.slice(from, to), () => stopped);
      fed.push(...plan.slice(from, from + run.added));
      problems.push(...run.problems);
      onFed?.(fed.length);
      if (to === plan.length || stopped) break;
      // A changed page: made from its compiled text, once the markdown phase has it.
      const page = plan[to]!;
      const compiled = await Promise.race([offered(page.source!).text, stopping]);
      if (!compiled || stopped) break;
      const html = searchPageHtml({ route: page.url, title: compiled.title, sections: compiled.search });
      const one = await feedPagefind(index, [{ url: page.url, html }]);
      fed.push(...(one.added === 1 ? [{ url: page.url, html }] : []));
      problems.push(...one.problems);
      onFed?.(fed.length);
      from = to + 1;
    }
    return { index, fed, problems };
  })().catch(() => undefined);

  const halt = () => {
    stopped = true;
    stop();
  };
  return {
    offer: (source, compiled) => offered(source).give(compiled),
    async take(pages) {
      halt();
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
      halt();
      const head = await started;
      if (!head || taken) return;
      taken = true;
      await head.index.deleteIndex().catch(() => {});
    },
    save: async () => {
      const plan = nextPlan;
      if (plan) await Promise.resolve(toolchain).then((fingerprint) => saveSearchPlan(cacheDir, fingerprint, plan), () => {});
    },
  };
}
