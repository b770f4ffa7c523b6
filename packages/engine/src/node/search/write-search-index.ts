import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { QuireError } from '../diagnostic.js';
import { writeFile } from '../fast-fs.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { feedPagefind, PAGEFIND_CONFIG } from './feed-pagefind.js';
import type { SearchHeadStart } from './search-head-start.js';
import { searchPageHtml } from './search-page-html.js';
import type { PlannedSearchPage } from './search-plan.js';

/** What the search phase reads. */
export interface SearchIndexInput {
  manifest: RouteManifest;
  /** Compiled docs by doc id, each with its `search` sections. */
  compiled: Map<string, SerializedCompiledDoc>;
  /** The staging folder; the index goes to its `pagefind/` folder. */
  outDir: string;
  /**
   * Hard-links a file of the previous output (path relative to the output folder) to the given path,
   * when it is as the last build left it; false when it must be written (see `PreviousOutput`).
   */
  linkPrevious?: (file: string, to: string) => boolean;
  /** An index the build started with the last build's pages (see `SearchHeadStart`), used when it matches. */
  headStart?: SearchHeadStart;
}

/** What the search phase wrote. */
export interface SearchIndexOutput {
  pages: number;
  /** Files written under `pagefind/`. */
  files: number;
  /** Those files, relative to `pagefind/`, with their bytes: what the build cache keeps. */
  written: Array<{ path: string; bytes: Uint8Array }>;
  /** Pages the head start had indexed before this phase (0 without one, or when it did not match). */
  indexedAhead: number;
}

/**
 * Pagefind's prebuilt search UIs and its highlighter: the theme has its own
 * modal and page, so these would only be dead weight in the output.
 */
const UNUSED_FILE = /^pagefind-(ui|component-ui|modular-ui|highlight)\b/;

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
  { manifest, compiled, outDir, linkPrevious, headStart }: SearchIndexInput,
): Promise<SearchIndexOutput | undefined> {
  if (ctx.config.search.docsearch) return undefined;
  const pages = searchPages(manifest, compiled);
  const head = await headStart?.take(pages);
  const index = head?.index ?? (await newIndex());
  try {
    const { problems } = await feedPagefind(index, head ? pages.slice(head.fed) : pages);
    if (problems.length > 0) throw searchError(problems);
    // Taken in memory rather than written by Pagefind: this process writes them, only those the
    // previous output does not hold already (fragments and index chunks are named by a hash of their
    // content, so an edit leaves most of them as they were), and the cache keeps them without reading them back.
    const { files, errors: failed } = await index.getFiles();
    if (failed.length > 0) throw searchError(failed);
    const written = files.filter((file) => !UNUSED_FILE.test(file.path)).map((file) => ({ path: file.path, bytes: file.content }));
    const dir = join(outDir, SEARCH_INDEX_DIR);
    const folders = [...new Set(written.map((file) => dirname(join(dir, file.path))))];
    await Promise.all(folders.map((folder) => mkdir(folder, { recursive: true })));
    await Promise.all(
      written.map((file) => {
        const to = join(dir, file.path);
        return linkPrevious?.(`${SEARCH_INDEX_DIR}/${file.path}`, to) ? undefined : writeFile(to, file.bytes);
      }),
    );
    ctx.logger.info(`indexed ${pages.length} pages for search${head ? ` (${head.fed} while the docs were read)` : ''}`);
    return { pages: pages.length, files: written.length, written, indexedAhead: head?.fed ?? 0 };
  } finally {
    // The Pagefind service process stays for the next build of this process; the index's memory does not.
    await index.deleteIndex();
  }
}

/** Every doc route's search input, in the manifest's order (the order of the index). */
function searchPages(manifest: RouteManifest, compiled: ReadonlyMap<string, SerializedCompiledDoc>): PlannedSearchPage[] {
  const pages: PlannedSearchPage[] = [];
  for (const entry of manifest.routes.values()) {
    if (entry.page.kind !== 'doc') continue;
    const doc = compiled.get(entry.page.docId);
    if (!doc) continue;
    const html = searchPageHtml({ route: entry.path, title: entry.page.title, sections: doc.search });
    pages.push({ url: entry.path, html, ...(entry.sourceFile !== undefined && { source: entry.sourceFile }) });
  }
  return pages;
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
