import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { SEARCH_INDEX_DIR, SEARCH_SHARDS_FILE } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { QuireError } from '../diagnostic.js';
import { pauseForTest } from '../test-pause.js';
import { feedPagefind, PAGEFIND_CONFIG } from './feed-pagefind.js';
import type { SearchIndexPage } from './search-index-page.js';
import { searchShards, type SearchShard } from './search-shards.js';
import { writePagefindFiles, type PreviousSearchFiles } from './write-pagefind-files.js';

/** What the search phase reads. */
export interface SearchIndexInput {
  /** Every doc route's search input, in index order (see `searchPages`). */
  pages: readonly SearchIndexPage[];
  /** The staging folder; the index goes to its `pagefind/` folder. */
  outDir: string;
  /** The last build's fragments and index chunks under a folder of the output, which Pagefind need not write again (see `writePagefindFiles`). */
  previous?: (folder: string) => PreviousSearchFiles;
  /**
   * Gives back a shard's index folder from the build cache (resolving to
   * undefined), or runs `write` to index it and stores what it wrote.
   */
  cached?: (shard: SearchShard, write: () => Promise<number>) => Promise<number | undefined>;
}

/** What the search phase wrote. */
export interface SearchIndexOutput {
  pages: number;
  /** How many indexes the pages were split into (see `searchShards`). */
  shards: number;
  /** Of those, how many came from the build cache. */
  shardsReused: number;
}

/**
 * The search phase: every doc's heading sections (read in the markdown
 * phase) indexed with Pagefind and written to `pagefind/` in the output. The
 * result is Pagefind's own split index: the browser downloads the search
 * client, its WebAssembly and only the index chunks and page fragments a
 * query needs (see bench/search-bench.mjs for why Pagefind and not one JSON
 * file). A large site's pages are split into several indexes (shards, see
 * `searchShards`), indexed side by side, each one from the build cache when
 * its pages did not change; `pagefind/shards.json` lists them for the
 * browser, which merges them. URLs are route paths without the base URL; the
 * theme navigates with them and loads the index from under the base URL.
 *
 * Skipped when the site uses DocSearch, whose crawler builds the index.
 */
export async function writeSearchIndex(
  ctx: BuildContext,
  { pages, outDir, previous, cached }: SearchIndexInput,
): Promise<SearchIndexOutput | undefined> {
  if (ctx.config.search.docsearch) return undefined;
  const shards = searchShards(pages);
  // Settled, not raced: a failed shard must not end the phase while the others still write into the staging folder.
  const settled = await Promise.allSettled(
    shards.map((shard, n) => {
      const write = () => writeShard(shard, outDir, { previous: previous?.(shard.folder), client: n === 0 });
      return cached ? cached(shard, write) : write();
    }),
  );
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const written = settled.map((result) => (result as PromiseFulfilledResult<number | undefined>).value);
  const root = join(outDir, SEARCH_INDEX_DIR);
  const folders = shards.map((shard) => (shard.folder === SEARCH_INDEX_DIR ? '' : `${relative(SEARCH_INDEX_DIR, shard.folder)}/`));
  await writeFile(join(root, SEARCH_SHARDS_FILE), JSON.stringify(folders));
  const shardsReused = written.filter((pages) => pages === undefined).length;
  const note = shards.length > 1 ? ` (${shards.length} shards, ${shardsReused} from the cache)` : '';
  ctx.logger.info(`indexed ${pages.length} pages for search${note}`);
  return { pages: pages.length, shards: shards.length, shardsReused };
}

/**
 * Indexes one shard into its folder of `outDir`; returns how many pages it indexed.
 * Only the first shard keeps Pagefind's client and WebAssembly (`client`):
 * the browser loads them from there and merges the other shards into it.
 */
async function writeShard(
  shard: SearchShard,
  outDir: string,
  { previous, client }: { previous?: PreviousSearchFiles; client: boolean },
): Promise<number> {
  const index = await newIndex();
  try {
    const { problems } = await feedPagefind(index, shard.pages);
    if (problems.length > 0) throw searchError(problems);
    await pauseForTest('search-write');
    const failed = await writePagefindFiles(index, join(outDir, shard.folder), { previous, client });
    if (failed.length > 0) throw searchError(failed);
    return shard.pages.length;
  } finally {
    // The Pagefind service process stays for the next build of this process; the index's memory does not.
    await index.deleteIndex();
  }
}

async function newIndex(): Promise<PagefindIndex> {
  const { index, errors } = await pagefind.createIndex(PAGEFIND_CONFIG);
  if (!index) throw searchError(errors);
  return index;
}

function searchError(messages: string[]): QuireError {
  return new QuireError(
    messages.map((message) => ({
      severity: 'error' as const,
      message: `Writing the search index failed: ${message}`,
      hint: 'This is a problem of Pagefind, the search indexer, not of a page; set `search.docsearch` to use DocSearch instead.',
    })),
  );
}
