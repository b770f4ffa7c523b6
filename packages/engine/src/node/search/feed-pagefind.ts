import type { PagefindIndex, PagefindServiceConfig } from 'pagefind';
import type { SearchIndexPage } from './search-index-page.js';

/** The settings of every index the build makes. */
export const PAGEFIND_CONFIG: PagefindServiceConfig = { forceLanguage: 'en' };

/**
 * How many pages are in flight to Pagefind at once: enough to keep it busy
 * while the main thread renders or writes, few enough to bound memory (a
 * page's message is about 8 KB: 2 MB an index).
 */
export const WINDOW = 256;

/**
 * Adds `pages` to `index` in their order, which is the order Pagefind numbers
 * them in: the same pages in another order make another index.
 *
 * @param window Most pages in flight at once (default {@link WINDOW}; tests make it smaller than a shard).
 * @returns How many pages were added (all settled), and Pagefind's complaints, each naming its page.
 */
export async function feedPagefind(
  index: PagefindIndex,
  pages: readonly SearchIndexPage[],
  window = WINDOW,
): Promise<{ added: number; problems: string[] }> {
  const pending = new Set<Promise<void>>();
  const problems: string[] = [];
  let added = 0;
  for (const page of pages) {
    const adding: Promise<void> = index
      .addHTMLFile({ url: page.url, content: page.html })
      .then((result) => void problems.push(...result.errors.map((e) => `${page.url}: ${e}`)))
      .finally(() => pending.delete(adding));
    pending.add(adding);
    added++;
    if (pending.size >= window) await Promise.race(pending);
  }
  await Promise.all(pending);
  return { added, problems };
}
