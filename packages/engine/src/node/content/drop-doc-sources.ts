import type { Doc } from './doc.js';

/**
 * Empties every doc's `source` once the markdown phase is done with it:
 * the later phases read the compiled docs (links and images carry their
 * positions already), but the build holds the docs to the end, and with
 * them the text of every file (~40 MB at 5000 pages) through the render
 * and search phases, when the build's memory peaks.
 */
export function dropDocSources(docs: readonly Doc[]): void {
  for (const doc of docs) doc.source = '';
}
