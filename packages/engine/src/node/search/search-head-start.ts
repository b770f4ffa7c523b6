import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { feedPagefind, PAGEFIND_CONFIG, WINDOW } from './feed-pagefind.js';
import { searchPageHtml } from './search-page-html.js';
import { digestOfSections, searchPageDigest } from './search-page-digest.js';
import { searchShards, type SearchShard } from './search-shards.js';
import { readSearchPlan, saveSearchPlan, searchPageKey, sourceUnchanged, type PlannedSearchPage, type RecordedSearchPage } from './search-plan.js';
import { searchSectionsOf, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';

/** What the markdown phase tells the head start of a doc it compiled: what its search page is made of. */
export type CompiledSearchText = Pick<SerializedCompiledDoc, 'title' | 'search' | 'searchDigest'>;

/**
 * Pagefind indexes started when the build starts, from the last build's
 * search input (its plan), while this build reads and compiles its docs.
 *
 * Pagefind has no incremental mode: one edited page means indexing every page
 * of its index again. The site's pages are split into shards (see
 * `searchShards`) and only a shard holding a page whose source file changed
 * since (size or modification time) is started: the build cache gives back
 * the others. Pagefind numbers pages in the order they arrive, so each shard
 * is fed its planned pages in order; at a changed page it waits until the
 * markdown phase hands it that doc's compiled text (`offer`), makes the page
 * from it under the planned route, and goes on. The search phase then
 * compares every page fed to a shard with its real input and, when all
 * match, goes on from there. Any difference (a title changed by another file,
 * a page moved to another shard, a file edited with its time put back, a new
 * route) and that index is dropped and the search phase indexes the shard
 * from scratch: a wrong guess costs time, never a stale index.
 */
export interface SearchHeadStart {
  /** The compiled text of a doc whose source changed, by its source file; the head start may be waiting for it. */
  offer(source: string, compiled: CompiledSearchText): void;
  /**
   * The pages this build expects to index, in order, for a head start that found no plan (a first build,
   * or a cleared cache): each is fed once the markdown phase offers its doc's text, so that Pagefind
   * indexes while the docs compile instead of beside the render phase, whose end it then held up.
   * Checked like a plan (see `take`). Ignored when a plan was found.
   */
  guess(pages: readonly PlannedSearchPage[]): void;
  /**
   * The source files of the last build's pages that changed since (size or modification time): those whose
   * text the head start will wait for, so the markdown phase compiles them first. Empty without a plan
   * (a guess is not waited for in that order: every page of a first build is new).
   */
  changedSources(): Promise<ReadonlySet<string>>;
  /**
   * Remembers `pages` (every page, in order) as the next build's plan. No
   * doc is offered after it: a feed waiting for a page's text stops there.
   * A feed that no shard of `shards` (default: `pages` split as the search
   * phase splits them) can take stops at once.
   */
  plan(pages: readonly PlannedSearchPage[], shards?: readonly SearchShard[]): void;
  /**
   * The index started for `shard` with exactly the first `fed` of its pages
   * added, ready for the rest; undefined when there is none or what was fed
   * is not a prefix of its pages. Waits for the feeds to reach the end of
   * their plans (a feed that already strayed from `shard`'s pages stops at
   * once). Only the first call for a shard gets its index; the caller
   * deletes it.
   */
  take(shard: SearchShard): Promise<{ index: PagefindIndex; fed: number } | undefined>;
  /**
   * Stops feeding `shard`, whose index came from the build cache after all
   * (an edit that left its pages' search text as it was): its feed would
   * otherwise go on beside the render phase. `discard` deletes its index.
   */
  drop(shard: SearchShard): void;
  /** Deletes the indexes not taken (a failed build, or shards that came from the cache). */
  discard(): Promise<void>;
  /** Writes the pages last given to `plan` as the next build's plan; after the swap. Never rejects. */
  save(): Promise<void>;
}

/** What the head start fed one shard's index. */
interface FedShard {
  index: PagefindIndex;
  fed: PlannedSearchPage[];
  problems: string[];
}

/**
 * Reads the last build's plan from `cacheDir` and starts feeding Pagefind
 * the shards it changed, unless no source file changed (the search index is
 * then likely the cached one, and indexing would be wasted).
 *
 * @param onFed Told how many pages are in the indexes each time more were added (for tests, which wait for it).
 * @param window Most pages of a feed in flight to Pagefind at once (see `feedPagefind`; tests make it smaller than a shard).
 */
export function startSearchHeadStart(
  cacheDir: string,
  toolchain: string | Promise<string>,
  onFed?: (fed: number) => void,
  window = WINDOW,
): SearchHeadStart {
  let stopped = false;
  let stop!: () => void;
  const stopping = new Promise<undefined>((resolve) => (stop = () => resolve(undefined)));
  const taken = new Set<string>();
  let nextPlan: readonly PlannedSearchPage[] | undefined;
  // The plan read, whose pages' bytes the next plan copies where they did not change.
  let lastPlan: readonly RecordedSearchPage[] = [];
  // Once the search phase begins, the markdown phase has offered every doc it will, and the search phase drops the
  // docs' sections (see `dropSearchSections`): a feed stops at the next page it would make from an offered text.
  let offersOver = false;
  let wakeFeeds!: () => void;
  const offersEnded = new Promise<undefined>((resolve) => (wakeFeeds = () => resolve(undefined)));
  const endOffers = () => {
    offersOver = true;
    wakeFeeds();
  };
  // What each shard's feed has added so far, by shard key; `stop` ends that feed alone (a plan the search phase contradicts).
  const feeds = new Map<string, { fed: PlannedSearchPage[]; stop: boolean }>();
  // The search phase's shards, once it told them: a feed for none of them has no taker.
  let realShards: ReadonlyMap<string, SearchShard> | undefined;
  const untakeable = (key: string, fed: readonly PlannedSearchPage[]) => {
    const shard = realShards?.get(key);
    return realShards !== undefined && (!shard || !isPrefix(fed, shard.pages));
  };
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
  let fedInAll = 0;
  const counted = (added: number) => {
    fedInAll += added;
    onFed?.(fedInAll);
  };

  /** Feeds one shard's planned pages in order, those of changed sources from their offered text. */
  const feedShard = async (key: string, pages: readonly PlannedSearchPage[], changed: ReadonlySet<PlannedSearchPage>): Promise<FedShard | undefined> => {
    const { index } = await pagefind.createIndex(PAGEFIND_CONFIG);
    if (!index) return undefined;
    const fed: PlannedSearchPage[] = [];
    const feed = { fed, stop: untakeable(key, fed) };
    feeds.set(key, feed);
    const halted = () => stopped || feed.stop;
    const problems: string[] = [];
    let from = 0;
    while (from < pages.length && !halted()) {
      // The run of unchanged pages from here, fed as they were planned.
      let to = from;
      while (to < pages.length && !changed.has(pages[to]!)) to++;
      const run = await feedPagefind(index, pages.slice(from, to), halted, window);
      fed.push(...pages.slice(from, from + run.added));
      problems.push(...run.problems);
      counted(run.added);
      if (to === pages.length || halted()) break;
      // A changed page: made from its compiled text, once the markdown phase has it (it never will once offers end).
      const page = pages[to]!;
      const compiled = await Promise.race([offered(page.source!).text, stopping, offersEnded]);
      // Checked after the wait, and the sections read before the next one: they may be gone once offers are over.
      if (!compiled || halted() || offersOver) break;
      const sections = searchSectionsOf(compiled.search);
      const made: PlannedSearchPage = {
        url: page.url,
        html: searchPageHtml({ route: page.url, title: compiled.title, sections }),
        digest: searchPageDigest(page.url, compiled.title, compiled.searchDigest ?? digestOfSections(sections)),
      };
      const one = await feedPagefind(index, [made]);
      fed.push(...(one.added === 1 ? [made] : []));
      problems.push(...one.problems);
      counted(one.added);
      from = to + 1;
    }
    return { index, fed, problems };
  };

  let giveGuess!: (pages: readonly PlannedSearchPage[]) => void;
  const guessed = new Promise<readonly PlannedSearchPage[]>((resolve) => (giveGuess = resolve));
  let changedPages!: (pages: ReadonlySet<PlannedSearchPage>) => void;
  const changedSources = new Promise<ReadonlySet<PlannedSearchPage>>((resolve) => (changedPages = resolve));

  const started = (async () => {
    const heads = new Map<string, FedShard>();
    const recorded = (lastPlan = await readSearchPlan(cacheDir, await toolchain));
    const recordedChanged = new Set(recorded.filter((page) => !sourceUnchanged(page)));
    changedPages(recordedChanged);
    // Without a plan, the build's guess: none of its pages is known yet, each waits for its doc's text.
    const plan = recorded.length > 0 ? recorded : ((await Promise.race([guessed, stopping])) ?? []);
    const changed = recorded.length > 0 ? recordedChanged : new Set(plan);
    if (changed.size === 0 || stopped) return heads;
    // Each shard with a changed page gets an index of its own, fed side by side; a shard with none comes from the cache.
    await Promise.all(
      searchShards(plan).map(async (shard) => {
        if (!shard.pages.some((page) => changed.has(page))) return;
        const head = await feedShard(shard.key, shard.pages, changed).catch(() => undefined);
        if (head) heads.set(shard.key, head);
      }),
    );
    return heads;
  })()
    .catch(() => new Map<string, FedShard>())
    // Without a plan (or on a failure before it was read) no page is waited for; a second resolve is a no-op.
    .finally(() => changedPages(new Set()));

  const halt = () => {
    stopped = true;
    stop();
  };
  return {
    offer: (source, compiled) => offered(source).give(compiled),
    guess: (pages) => giveGuess(pages),
    changedSources: async () => new Set([...(await changedSources)].flatMap((page) => (page.source === undefined ? [] : [page.source]))),
    plan(pages, shards = searchShards(pages)) {
      endOffers();
      nextPlan = pages;
      // A shard this build does not have (the site's shard count changed), or whose pages differ from what was fed.
      realShards = new Map(shards.map((shard) => [shard.key, shard]));
      for (const [key, feed] of feeds) if (untakeable(key, feed.fed)) feed.stop = true;
    },
    async take(shard) {
      // The feeds go on to the end of their plans: the search phase would otherwise wait for the pages in flight to
      // settle, then send the rest itself. Only a feed that already strayed from this shard's pages stops now.
      endOffers();
      const feed = feeds.get(shard.key);
      if (feed && !isPrefix(feed.fed, shard.pages)) feed.stop = true;
      const head = (await started).get(shard.key);
      if (!head || taken.has(shard.key)) return undefined;
      taken.add(shard.key);
      const matches = head.problems.length === 0 && isPrefix(head.fed, shard.pages);
      if (matches && head.fed.length > 0) return { index: head.index, fed: head.fed.length };
      await head.index.deleteIndex().catch(() => {});
      return undefined;
    },
    drop(shard) {
      const feed = feeds.get(shard.key);
      if (feed) feed.stop = true;
    },
    async discard() {
      halt();
      const heads = await started;
      const left = [...heads].filter(([key]) => !taken.has(key));
      left.forEach(([key]) => taken.add(key));
      await Promise.all(left.map(([, head]) => head.index.deleteIndex().catch(() => {})));
    },
    save: async () => {
      const plan = nextPlan;
      if (plan) await Promise.resolve(toolchain).then((fingerprint) => saveSearchPlan(cacheDir, fingerprint, plan, lastPlan), () => {});
    },
  };
}

/** Whether `fed` are the first pages of `pages`, each with the same URL and search input. */
function isPrefix(fed: readonly PlannedSearchPage[], pages: readonly PlannedSearchPage[]): boolean {
  return fed.length <= pages.length && fed.every((page, i) => page.url === pages[i]!.url && searchPageKey(page) === searchPageKey(pages[i]!));
}
