import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import type { SearchIndexPage } from './search-index-page.js';

/**
 * Most pages in a shard, below the cap on shards. Smaller shards make an edit
 * cheaper to index but a first search dearer: each shard's word chunk is
 * fetched whole (at 1000 generated pages, a first search downloads 128 KB
 * from one index, 147 KB from 2 shards, 196 KB from 4 and 296 KB from 8).
 */
const PAGES_PER_SHARD = 256;

/** Most shards: a first search fetches each one's entry, metadata and word chunk, so the count stays small. */
const MAX_SHARDS = 16;

/** One of the site's Pagefind indexes, which the browser merges into one search (see `searchShards`). */
export interface SearchShard {
  /** Its folder relative to the output folder: `pagefind` when it is the only one, else `pagefind/shard-<n>`. */
  folder: string;
  /** Tells shards apart across builds: its number and the count, so that a plan made for another count never matches. */
  key: string;
  /** Its pages, in the order of the site's pages. */
  pages: SearchIndexPage[];
}

/**
 * How many indexes a site of `pages` pages gets: one up to 256 pages (small
 * sites keep one index and the browser one set of fetches), then the
 * smallest power of two that puts at most 256 pages in a shard, but at most 16. A power of two, so the
 * count, and with it every page's shard, changes only when the site doubles.
 */
export function searchShardCount(pages: number): number {
  let count = 1;
  if (pages <= PAGES_PER_SHARD) return 1;
  while (count < MAX_SHARDS && pages > count * PAGES_PER_SHARD) count *= 2;
  return count;
}

/**
 * The site's pages split into Pagefind indexes. Pagefind has no incremental
 * mode: one edited page means indexing every page of its index again. Split,
 * an edit re-indexes one shard and the build cache gives back the others.
 * A page's shard is a hash of its URL: adding, removing or moving a page
 * changes no other page's shard, and every shard gets a fair sample of the
 * site, so the word statistics each one ranks its results with (Pagefind's
 * BM25) stay close to the whole site's when the browser merges them.
 */
export function searchShards(pages: readonly SearchIndexPage[]): SearchShard[] {
  const count = searchShardCount(pages.length);
  if (count === 1) return [{ folder: SEARCH_INDEX_DIR, key: '0/1', pages: [...pages] }];
  const shards = Array.from({ length: count }, (_, n): SearchShard => ({ folder: `${SEARCH_INDEX_DIR}/shard-${n}`, key: `${n}/${count}`, pages: [] }));
  for (const page of pages) shards[shardOf(page.url, count)]!.pages.push(page);
  // A shard with no page would be an index Pagefind cannot write; the browser is told only of those written.
  return shards.filter((shard) => shard.pages.length > 0);
}

/** The shard of the page at `url` among `count`. */
export function shardOf(url: string, count: number): number {
  return createHash('sha1').update(url).digest().readUInt32BE(0) % count;
}

/** Where Pagefind puts the files it names by a hash of their content, in each index folder. */
const HASHED_SUBFOLDERS = ['fragment', 'index', 'filter'];

/**
 * The folders of the search indexes in the output folder `outDir` whose files
 * Pagefind names by a hash of their content, relative to `outDir`: those of
 * `pagefind/` and of each of its shards. Synchronous, as the caller records the files in them.
 */
export function hashedSearchFolders(outDir: string): string[] {
  const root = join(outDir, SEARCH_INDEX_DIR);
  const shards = existsSync(root) ? readdirSync(root).filter((name) => /^shard-\d+$/.test(name)).sort() : [];
  return ['', ...shards.map((name) => `${name}/`)].flatMap((folder) => HASHED_SUBFOLDERS.map((sub) => `${SEARCH_INDEX_DIR}/${folder}${sub}`));
}
