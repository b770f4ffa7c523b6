import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { QuireError } from '../diagnostic.js';
import { pauseForTest } from '../test-pause.js';
import { feedPagefind, PAGEFIND_CONFIG } from './feed-pagefind.js';
import type { SearchHeadStart } from './search-head-start.js';
import { writePagefindFiles, type PreviousSearchFiles } from './write-pagefind-files.js';
import type { PlannedSearchPage } from './search-plan.js';

/** What the search phase reads. */
export interface SearchIndexInput {
  /** Every doc route's search input, in index order (see `searchPages`). */
  pages: readonly PlannedSearchPage[];
  /** The staging folder; the index goes to its `pagefind/` folder. */
  outDir: string;
  /** The last build's fragments and index chunks, which Pagefind need not write again (see `writePagefindFiles`). */
  previous?: PreviousSearchFiles;
  /** An index the build started with the last build's pages (see `SearchHeadStart`), used when it matches. */
  headStart?: SearchHeadStart;
}

/** What the search phase wrote. */
export interface SearchIndexOutput {
  pages: number;
  /** Pages the head start had indexed before this phase (0 without one, or when it did not match). */
  indexedAhead: number;
}

/**
 * The search phase: every doc's heading sections (read in the markdown
 * phase) indexed with Pagefind and written to `pagefind/` in the output. The
 * result is Pagefind's own split index: the browser downloads the search
 * client, its WebAssembly and only the index chunks and page fragments a
 * query needs (see bench/search-bench.mjs for why Pagefind and not one JSON
 * file). URLs are route paths without the base URL; the theme navigates with
 * them and loads the index from under the base URL.
 *
 * Skipped when the site uses DocSearch, whose crawler builds the index.
 */
export async function writeSearchIndex(
  ctx: BuildContext,
  { pages, outDir, previous, headStart }: SearchIndexInput,
): Promise<SearchIndexOutput | undefined> {
  if (ctx.config.search.docsearch) return undefined;
  const head = await headStart?.take(pages);
  const index = head?.index ?? (await newIndex());
  try {
    const { problems } = await feedPagefind(index, head ? pages.slice(head.fed) : pages);
    if (problems.length > 0) throw searchError(problems);
    await pauseForTest('search-write');
    const failed = await writePagefindFiles(index, join(outDir, SEARCH_INDEX_DIR), previous);
    if (failed.length > 0) throw searchError(failed);
    ctx.logger.info(`indexed ${pages.length} pages for search${head ? ` (${head.fed} while the docs were read)` : ''}`);
    return { pages: pages.length, indexedAhead: head?.fed ?? 0 };
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
