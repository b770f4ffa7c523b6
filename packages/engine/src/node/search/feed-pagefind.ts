import type { PagefindIndex, PagefindServiceConfig } from 'pagefind';
import type { PlannedSearchPage } from './search-plan.js';

/** The settings of every index the build makes: an index fed by a head start must be the one a fresh build makes. */
export const PAGEFIND_CONFIG: PagefindServiceConfig = { forceLanguage: 'en' };

/** How many pages are in flight to Pagefind at once: enough to keep its threads busy, few enough to bound memory. */
const WINDOW = 64;

/**
 * Adds `pages` to `index` in their order, which is the order Pagefind numbers
 * them in: the same pages in another order make another index. Stops before
 * the next page once `stop()` says so.
 *
 * @returns How many pages were added (all settled), and Pagefind's complaints, each naming its page.
 */
export async function feedPagefind(
  index: PagefindIndex,
  pages: readonly PlannedSearchPage[],
  stop: () => boolean = () => false,
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
    if (pending.size >= WINDOW) await Promise.race(pending);
  }
  await Promise.all(pending);
  return { added, problems };
}
