import { searchSectionsOf, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { routeIsUnlisted } from '../routes/route-is-unlisted.js';
import { categoryIndexSearchPage } from './category-index-search-page.js';
import { searchPageDigest } from './search-page-digest.js';
import { searchPageHtml } from './search-page-html.js';
import type { SearchIndexPage } from './search-index-page.js';

/**
 * Every listed doc route's search input (an `unlisted` doc is found by its address only), in the manifest's order (the order of the
 * index): what Pagefind indexes, and what the search index cache is keyed by
 * (a page's digest, or without one a hash of its HTML).
 */
export function searchPages(manifest: RouteManifest, compiled: ReadonlyMap<string, SerializedCompiledDoc>): SearchIndexPage[] {
  const pages: SearchIndexPage[] = [];
  for (const entry of manifest.routes.values()) {
    if (entry.page.kind === 'categoryIndex') {
      pages.push(categoryIndexSearchPage(entry.path, entry.page));
      continue;
    }
    if (entry.page.kind !== 'doc' || routeIsUnlisted(entry.page)) continue;
    const doc = compiled.get(entry.page.docId);
    if (!doc) continue;
    const { path: url, page } = entry;
    const { search, searchDigest } = doc;
    // From the cache, `search` still is text (a function reading it); fresh, the sections themselves. Either way a page's
    // HTML is made only when Pagefind takes the page, so the site's search text is not held twice while the pages render.
    const sections = () => searchSectionsOf(search);
    pages.push({
      url,
      ...(searchDigest !== undefined && { digest: searchPageDigest(url, page.title, searchDigest) }),
      get html() {
        return searchPageHtml({ route: url, title: page.title, sections: sections() });
      },
    });
  }
  return pages;
}
