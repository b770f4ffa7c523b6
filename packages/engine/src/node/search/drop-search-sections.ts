import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';

/**
 * Empties every compiled doc's `search` sections once the search phase's
 * input has been made from them (see `searchPages`), which holds the same
 * text: otherwise the text of every page is in memory twice while the
 * pages render.
 */
export function dropSearchSections(compiled: ReadonlyMap<string, SerializedCompiledDoc>): void {
  for (const doc of compiled.values()) {
    doc.search = [];
    delete doc.searchJson;
  }
}
