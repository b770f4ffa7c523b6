import { searchSectionsOf, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { searchPageDigest } from './search-page-digest.js';
import { searchPageHtml } from './search-page-html.js';
import type { PlannedSearchPage } from './search-plan.js';

/**
 * Every doc route's search input, in the manifest's order (the order of the
 * index): what Pagefind indexes, what the head start's guesses are checked
 * against, and what the search index cache is keyed by.
 */
export function searchPages(manifest: RouteManifest, compiled: ReadonlyMap<string, SerializedCompiledDoc>): PlannedSearchPage[] {
  const pages: PlannedSearchPage[] = [];
  for (const entry of manifest.routes.values()) {
    if (entry.page.kind !== 'doc') continue;
    const doc = compiled.get(entry.page.docId);
    if (!doc) continue;
    const { path: url, page } = entry;
    const source = entry.sourceFile !== undefined ? { source: entry.sourceFile } : {};
    const { search, searchDigest } = doc;
    if (typeof search === 'function' && searchDigest !== undefined) {
      // From the cache, still as text: its HTML is made only if a shard it is in is indexed again, or the plan lacks it.
      let html: string | undefined;
      const digest = searchPageDigest(url, page.title, searchDigest);
      pages.push({
        url,
        digest,
        ...source,
        get html() {
          return (html ??= searchPageHtml({ route: url, title: page.title, sections: search() }));
        },
      });
      continue;
    }
    // Compiled in this build: made now, since the sections are dropped once the search phase has its input.
    const sections = searchSectionsOf(search);
    // Its digest is known once the doc was stored in the cache; a build without one compares no pages across builds.
    const html = searchPageHtml({ route: url, title: page.title, sections });
    pages.push({ url, html, ...source, ...(searchDigest !== undefined && { digest: searchPageDigest(url, page.title, searchDigest) }) });
  }
  return pages;
}
