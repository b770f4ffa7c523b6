import { searchSectionsOf, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { routeIsUnlisted } from '../routes/route-is-unlisted.js';
import { pageSummary } from '../routes/freeze-page-data.js';
import { categoryIndexSearchPage } from './category-index-search-page.js';
import { searchPageDigest } from './search-page-digest.js';
import type { SearchIndexPage } from './search-index-page.js';
import type { SearchSection } from './search-section.js';

/**
 * Every listed doc route's search input (an `unlisted` doc is found by its address only), in the manifest's order (the order of the
 * index): each page's URL, title and heading sections, and what the search
 * index cache is keyed by (a page's digest, or without one a hash of the sections).
 */
export function searchPages(manifest: RouteManifest, compiled: ReadonlyMap<string, SerializedCompiledDoc>): SearchIndexPage[] {
  const pages: SearchIndexPage[] = [];
  for (const entry of manifest.routes.values()) {
    const page = pageSummary(entry);
    if (page.kind === 'categoryIndex') {
      const { page: index } = entry;
      if (index.kind === 'categoryIndex') pages.push(categoryIndexSearchPage(entry.path, index));
      continue;
    }
    if (page.kind !== 'doc' || routeIsUnlisted(page) || page.docId === undefined) continue;
    const doc = compiled.get(page.docId);
    if (!doc) continue;
    const { path: url } = entry;
    const { search, searchDigest } = doc;
    // From the cache, `search` still is text (a function reading it); fresh, the sections themselves. Either way a
    // page's sections are parsed only when the index takes the page, so the site's search text is not held twice.
    pages.push(new DocSearchPage(url, page.title, search, searchDigest === undefined ? undefined : searchPageDigest(url, page.title, searchDigest)));
  }
  return pages;
}

/**
 * A doc's page as the index takes it, its sections parsed when read. A
 * class, so the pages of a big site share one accessor rather than each
 * holding a closure of its own.
 */
class DocSearchPage implements SearchIndexPage {
  constructor(
    readonly url: string,
    readonly title: string,
    private readonly search: SerializedCompiledDoc['search'],
    readonly digest: string | undefined,
  ) {}

  get sections(): SearchSection[] {
    return searchSectionsOf(this.search);
  }
}
