import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { QuireError } from '../diagnostic.js';
import { writeFile } from '../fast-fs.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { searchPageHtml } from './search-page-html.js';
import type { SearchPage } from './search-section.js';

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
}

/** What the search phase wrote. */
export interface SearchIndexOutput {
  pages: number;
  /** Files written under `pagefind/`. */
  files: number;
  /** Those files, relative to `pagefind/`, with their bytes: what the build cache keeps. */
  written: Array<{ path: string; bytes: Uint8Array }>;
}

/** How many pages are in flight to Pagefind at once: enough to keep its threads busy, few enough to bound memory. */
const WINDOW = 64;

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
export async function writeSearchIndex(ctx: BuildContext, { manifest, compiled, outDir, linkPrevious }: SearchIndexInput): Promise<SearchIndexOutput | undefined> {
  if (ctx.config.search.docsearch) return undefined;
  const pages: SearchPage[] = [];
  for (const entry of manifest.routes.values()) {
    if (entry.page.kind !== 'doc') continue;
    const doc = compiled.get(entry.page.docId);
    if (doc) pages.push({ route: entry.path, title: entry.page.title, sections: doc.search });
  }

  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw searchError(errors);
  try {
    const pending = new Set<Promise<void>>();
    const problems: string[] = [];
    for (const page of pages) {
      const added: Promise<void> = index
        .addHTMLFile({ url: page.route, content: searchPageHtml(page) })
        .then((result) => void problems.push(...result.errors.map((e) => `${page.route}: ${e}`)))
        .finally(() => pending.delete(added));
      pending.add(added);
      if (pending.size >= WINDOW) await Promise.race(pending);
    }
    await Promise.all(pending);
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
    ctx.logger.info(`indexed ${pages.length} pages for search`);
    return { pages: pages.length, files: written.length, written };
  } finally {
    // The Pagefind service process stays for the next build of this process; the index's memory does not.
    await index.deleteIndex();
  }
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
