import { bucketOf, MAX_PREFIX_EXPANSIONS, PAGE_TABLE_SIZE, prefixBuckets, SEARCH_FILE_EXTENSION, type DecodedTerm, type SearchIndexRoot } from '@quire/engine/search';
import { rankSearchPages, type TermPostings } from './rank-search-pages.js';
import { searchHits } from './search-hits.js';
import { SearchIndexFiles, type SearchIndexFetch } from './search-index-files.js';
import { SearchQuery, type SearchQueryWord } from './search-query.js';
import type { SearchBackend, SearchResultGroup } from './search-result.js';

/**
 * The built-in search: the index the build writes to `search-index/` under
 * the base URL, read without a worker or WebAssembly. A query fetches the
 * index's root on the first search, then only the term buckets its words
 * need, ranks the pages that hold every word, and fetches the page tables
 * and fragments of the pages it shows, all kept for the session. What it
 * downloads grows with what the query matches, never with the site.
 */
export class QuireSearchBackend implements SearchBackend {
  readonly #files: SearchIndexFiles;

  /**
   * @param indexUrl The index's folder with a trailing slash: the site's base URL plus `search-index/`.
   * @param fetcher Defaults to the browser's `fetch`.
   */
  constructor(indexUrl: string, fetcher?: SearchIndexFetch) {
    this.#files = new SearchIndexFiles(indexUrl, fetcher);
  }

  async search(query: string, limit: number): Promise<SearchResultGroup[]> {
    const parsed = new SearchQuery(query);
    if (parsed.words.length === 0) return [];
    const root = await this.#files.root();
    const words = await Promise.all(parsed.words.map((word) => this.#termsOf(word, root)));
    const ranked = rankSearchPages(words, root.pages, limit);
    const fragments = await Promise.all(ranked.map(({ page }) => this.#fragmentOf(page, root)));
    return fragments.map((fragment) => ({ url: fragment.url, title: fragment.title, hits: searchHits(fragment, parsed) }));
  }

  /** The postings of the terms one query word matches: its term, and for a word being typed the terms it starts. */
  async #termsOf(word: SearchQueryWord, root: SearchIndexRoot): Promise<TermPostings[]> {
    const exactKey = bucketOf(root, word.term);
    const prefixKeys = word.prefix === undefined ? [] : prefixBuckets(root, word.prefix);
    const needed = [...new Set([...(exactKey === undefined ? [] : [exactKey]), ...prefixKeys])];
    const buckets = new Map(await Promise.all(needed.map(async (key) => [key, await this.#files.bucket(root.buckets[key]!)] as const)));
    const found: TermPostings[] = [];
    const exact = exactKey === undefined ? undefined : postingsOf(buckets.get(exactKey)!, word.term);
    if (exact) found.push(exact);
    if (word.prefix !== undefined) {
      const prefix = word.prefix;
      const expansions = prefixKeys
        .flatMap((key) => termsStarting(buckets.get(key)!, prefix))
        .filter(({ term }) => term !== word.term)
        .sort((a, b) => b.pages.length - a.pages.length || (a.term < b.term ? -1 : 1))
        .slice(0, MAX_PREFIX_EXPANSIONS);
      found.push(...expansions);
    }
    return found;
  }

  /** Page `page`'s fragment, through the page table that lists it. */
  async #fragmentOf(page: number, root: SearchIndexRoot) {
    const tableStem = root.tables[Math.floor(page / PAGE_TABLE_SIZE)];
    if (tableStem === undefined) throw new Error(`The search index has no page table for page ${page}: rebuild the site`);
    const fragmentStem = (await this.#files.pageTable(tableStem))[page % PAGE_TABLE_SIZE];
    if (fragmentStem === undefined) throw new Error(`The search index's ${tableStem}${SEARCH_FILE_EXTENSION} lists no page ${page}: rebuild the site`);
    return this.#files.fragment(fragmentStem);
  }
}

/** `term` with its postings, if the bucket (sorted by term) holds it. */
function postingsOf(bucket: readonly DecodedTerm[], term: string): DecodedTerm | undefined {
  const found = bucket[lowerBound(bucket, term)];
  return found?.term === term ? found : undefined;
}

/** The terms of a bucket that start with `prefix`, with their postings. */
function termsStarting(bucket: readonly DecodedTerm[], prefix: string): DecodedTerm[] {
  const found: DecodedTerm[] = [];
  for (let at = lowerBound(bucket, prefix); at < bucket.length && bucket[at]!.term.startsWith(prefix); at++) found.push(bucket[at]!);
  return found;
}

/** The first index of `bucket` (sorted by term, in code-unit order) whose term is not below `term`. */
function lowerBound(bucket: readonly DecodedTerm[], term: string): number {
  let low = 0;
  let high = bucket.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (bucket[mid]!.term < term) low = mid + 1;
    else high = mid;
  }
  return low;
}
