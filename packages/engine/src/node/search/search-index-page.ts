import { contentHash } from '../cache/content-hash.js';

/** A page as the search phase hands it to Pagefind, in index order. */
export interface SearchIndexPage {
  url: string;
  /** What Pagefind indexes (see `searchPageHtml`); may be made only when first read. */
  readonly html: string;
  /**
   * Stands for `url` and `html` where pages are compared or keyed (see `searchPageDigest`), so that neither
   * needs the HTML. Without one (a page made in a test) the page is keyed by a hash of its HTML.
   */
  readonly digest?: string;
}

/** The key of a search page in the build cache: its digest, else a hash of its URL and HTML. */
export function searchPageKey(page: SearchIndexPage): string {
  return page.digest ?? contentHash('search-page-html', page.url, page.html);
}
