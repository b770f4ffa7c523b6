import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
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
    const html = searchPageHtml({ route: entry.path, title: entry.page.title, sections: doc.search });
    pages.push({ url: entry.path, html, ...(entry.sourceFile !== undefined && { source: entry.sourceFile }) });
  }
  return pages;
}
