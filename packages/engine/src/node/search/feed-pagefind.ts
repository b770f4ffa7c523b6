import type { PagefindIndex, PagefindServiceConfig } from 'pagefind';
import type { PlannedSearchPage } from './search-plan.js';

/** The settings of every index the build makes: an index fed by a head start must be the one a fresh build makes. */
export const PAGEFIND_CONFIG: PagefindServiceConfig = { forceLanguage: 'en' };

/**
 * How many pages are in flight to Pagefind at once: enough to keep it busy
 * while the main thread is busy elsewhere, few enough to bound memory (a
 * page's message is about 8 KB: 2 MB an index). Pagefind takes a page in
 * about 1.25 ms on the 2-core machine, so the 64 of before lasted 80 ms,
 * and a head start fed while the main thread worked in longer stretches
 * (loading the markdown pipeline, the links phase) left it idle: at 256, 24
 * warm 1000-page rebuilds in turns were 42 ms faster (paired median).
 */
export const WINDOW = 256;

/**
 * Adds `pages` to `index` in their order, which is the order Pagefind numbers
 * them in: the same pages in another order make another index. Stops before
 * the next page once `stop()` says so.
 *
 * @param window Most pages in flight at once (default {@link WINDOW}; tests make it smaller than a shard).
 * @returns How many pages were added (all settled), and Pagefind's complaints, each naming its page.
 */
export async function feedPagefind(
  index: PagefindIndex,
  pages: readonly PlannedSearchPage[],
  stop: () => boolean = () => false,
  window = WINDOW,
): Promise<{ added: number; problems: string[] }> {
  const pending = new Set<Promise<void>>();
  const problems: string[] = [];
  let added = 0;
  for (const page of pages) {
    if (stop()) break;
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
