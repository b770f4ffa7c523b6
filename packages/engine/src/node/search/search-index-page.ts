import { contentHash } from '../cache/content-hash.js';
import type { SearchSection } from './search-section.js';

/** A page as the search phase indexes it, in index order. */
export interface SearchIndexPage {
  /** Route path without base URL. */
  url: string;
  title: string;
  /** The page's heading sections; may be parsed only when read, so the site's search text is not held twice while pages render. */
  readonly sections: SearchSection[];
  /**
   * Stands for `url`, `title` and `sections` where pages are compared or keyed (see `searchPageDigest`), so that
   * the sections need not be read. Without one (a page made in a test) the page is keyed by a hash of them.
   */
  readonly digest?: string;
}

/** The key of a search page in the build cache: its digest, else a hash of its URL, title and sections. */
export function searchPageKey(page: SearchIndexPage): string {
  return page.digest ?? contentHash('search-page-sections', page.url, page.title, JSON.stringify(page.sections));
}
