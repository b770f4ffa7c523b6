import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SEARCH_INDEX_ROOT_FILE } from '../../shared/search-index-format.js';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { writeFile } from '../fast-fs.js';
import { pauseForTest } from '../test-pause.js';
import { HASHED_SEARCH_SUBFOLDERS } from './hashed-search-folders.js';
import { planSearchIndexUpdate, type PreviousSearchIndex } from './plan-search-index-update.js';
import { SearchIndexBuilder, type SearchIndexFile } from './search-index-builder.js';
import type { SearchIndexPage } from './search-index-page.js';
import { updateSearchIndex } from './update-search-index.js';

/** What the search phase reads. */
export interface SearchIndexInput {
  /** Every doc route's search input, in index order (see `searchPages`). */
  pages: readonly SearchIndexPage[];
  /** The staging folder; the index goes to its `SEARCH_INDEX_DIR` folder. */
  outDir: string;
  /**
   * Hard-links the last build's file `file` (relative to the index folder) to
   * `to`; false when it has none alike (see `PreviousOutput`). Files are named
   * by a hash of their content, so a linked one is the file this build would write.
   */
  linkPrevious?: (file: string, to: string) => boolean;
  /**
   * Reads the last build's file `file` (relative to the index folder) as it is on disk; undefined when it has
   * none. What it reads is checked against its name (a hash of its content) before it is used.
   */
  readPrevious?: (file: string) => Promise<Uint8Array | undefined>;
  /**
   * Gives back the index folder from the build cache (resolving to undefined), or runs `write` and stores
   * what it wrote; `write` is given the last index the cache recorded, which it may update in place.
   */
  cached?: (write: (previous?: PreviousSearchIndex) => Promise<SearchIndexMade>) => Promise<SearchIndexMade | undefined>;
}

/** How an index was made: how many pages it holds and, when the last index was updated in place, how many of them changed. */
export interface SearchIndexMade {
  pages: number;
  /** Pages indexed again when the last index was updated in place (see `updateSearchIndex`); absent when it was built whole. */
  updated?: number;
}

/** What the search phase wrote. */
export interface SearchIndexOutput {
  pages: number;
  /** Whether the index came from the build cache. */
  reused: boolean;
  /** Pages indexed again when the last index was updated in place; absent when it was built whole or reused. */
  updated?: number;
}

/** Pages indexed between two turns of the event loop: the render phase's main-thread work goes on beside the index. */
const PAGES_PER_TURN = 32;

/** Most files being written at once. */
const WRITE_WINDOW = 64;

/**
 * The search phase's writer: every doc's heading sections (read in the
 * markdown phase) indexed into `SEARCH_INDEX_DIR` of the output, in Quire's
 * own format (see `search-index-format.ts`): a small root, term buckets cut
 * by prefix, page tables and one fragment per page, all but the root named
 * by a hash of their content. A first search in the browser downloads the
 * root and the buckets of its words, then the fragments of the results it
 * shows: what a query costs depends on what it matches, not on the site's
 * size. URLs are route paths without the base URL.
 *
 * Skipped when the site uses DocSearch, whose crawler builds the index.
 */
export async function writeSearchIndex(ctx: BuildContext, { pages, outDir, linkPrevious, readPrevious, cached }: SearchIndexInput): Promise<SearchIndexOutput | undefined> {
  if (ctx.config.search.docsearch) return undefined;
  const dir = join(outDir, SEARCH_INDEX_DIR);
  const write = (previous?: PreviousSearchIndex) => makeSearchIndex(pages, dir, { previous, linkPrevious, readPrevious });
  const made = cached ? await cached(write) : await write();
  const updated = made?.updated;
  const note = updated === undefined ? '' : ` (${updated} ${updated === 1 ? 'page' : 'pages'} updated)`;
  ctx.logger.info(`indexed ${pages.length} pages for search${note}`);
  return { pages: pages.length, reused: made === undefined, ...(updated !== undefined && { updated }) };
}

/**
 * Makes the index of `pages` in `dir`: the last index updated in place when
 * only a few of the same pages changed (see `planSearchIndexUpdate`), else
 * built whole (also when the update finds the last index not as recorded).
 */
async function makeSearchIndex(
  pages: readonly SearchIndexPage[],
  dir: string,
  { previous, linkPrevious, readPrevious }: { previous?: PreviousSearchIndex; linkPrevious?: SearchIndexInput['linkPrevious']; readPrevious?: SearchIndexInput['readPrevious'] },
): Promise<SearchIndexMade> {
  const changed = previous && linkPrevious && readPrevious && planSearchIndexUpdate(previous, pages);
  if (changed) {
    if (await updateSearchIndex({ previous: previous!, pages, changed, dir, readPrevious: readPrevious!, linkPrevious: linkPrevious! })) {
      return { pages: pages.length, updated: changed.length };
    }
    // Not as the cache recorded it: what the update linked or wrote so far goes, and the index is built whole.
    await rm(dir, { recursive: true, force: true });
  }
  await buildSearchIndex(pages, dir, linkPrevious);
  return { pages: pages.length };
}

/**
 * Indexes `pages` into `dir` (a new folder); returns how many pages it indexed.
 * A file the last build wrote alike is linked from the previous output rather
 * than compressed and written.
 */
export async function buildSearchIndex(
  pages: readonly SearchIndexPage[],
  dir: string,
  linkPrevious?: (file: string, to: string) => boolean,
  options?: ConstructorParameters<typeof SearchIndexBuilder>[0],
): Promise<number> {
  await Promise.all(HASHED_SEARCH_SUBFOLDERS.map((folder) => mkdir(join(dir, folder), { recursive: true })));
  const builder = new SearchIndexBuilder(options);
  const writing = new Set<Promise<void>>();
  let failure: unknown;
  const put = async (file: SearchIndexFile) => {
    const to = join(dir, file.path);
    if (linkPrevious?.(file.path, to)) return;
    const done: Promise<void> = writeFile(to, file.bytes()).then(
      () => void writing.delete(done),
      (error: unknown) => {
        failure ??= error;
        writing.delete(done);
      },
    );
    writing.add(done);
    if (writing.size >= WRITE_WINDOW) await Promise.race(writing);
  };
  for (let i = 0; i < pages.length; i++) {
    const page = pages[i]!;
    await put(builder.addPage({ url: page.url, title: page.title, sections: page.sections }));
    if (i % PAGES_PER_TURN === PAGES_PER_TURN - 1) await nextTurn();
    if (failure) break;
  }
  const { root, files } = builder.files();
  await pauseForTest('search-write');
  for (const file of files) {
    if (failure) break;
    await put(file);
  }
  await Promise.all(writing);
  if (failure) throw failure;
  // The root last: a folder with a root is a whole index.
  await writeFile(join(dir, SEARCH_INDEX_ROOT_FILE), JSON.stringify(root));
  return pages.length;
}
