import type { Doc } from '../content/doc.js';
import type { PlannedSearchPage } from './search-plan.js';

/**
 * The search pages a build expects, known as soon as its docs are read: one
 * per doc route in doc order, the first doc of a route keeping it (as the
 * route manifest does). Their text is left empty: a head start fed from a
 * guess makes every page from its doc's compiled text (see `SearchHeadStart.guess`).
 */
export function guessSearchPages(docs: readonly Doc[]): PlannedSearchPage[] {
  const seen = new Set<string>();
  const pages: PlannedSearchPage[] = [];
  for (const doc of docs) {
    if (seen.has(doc.route)) continue;
    seen.add(doc.route);
    pages.push({ url: doc.route, html: '', source: doc.filePath });
  }
  return pages;
}
