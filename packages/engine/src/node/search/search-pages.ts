import { searchSectionsOf, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { routeIsUnlisted } from '../routes/route-is-unlisted.js';
import { categoryIndexSearchPage } from './category-index-search-page.js';
import { searchPageDigest } from './search-page-digest.js';
import type { SearchIndexPage } from './search-index-page.js';

/**
 * Every listed doc route's search input (an `unlisted` doc is found by its address only), in the manifest's order (the order of the
 * index): each page's URL, title and heading sections, and what the search
 * index cache is keyed by (a page's digest, or without one a hash of the sections).
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
    // From the cache, `search` still is text (a function reading it); fresh, the sections themselves. Either way a
    // page's sections are parsed only when the index takes the page, so the site's search text is not held twice.
    pages.push({
      url,
      title: page.title,
      ...(searchDigest !== undefined && { digest: searchPageDigest(url, page.title, searchDigest) }),
      get sections() {
        return searchSectionsOf(search);
      },
    });
  }
  return pages;
}
