import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';

/**
 * Lets go of what only the links phase reads: each compiled doc's links,
 * heading ids and static image references. The build cache stored them
 * during the markdown phase, and no later phase reads them, so the pages
 * render without them: at 100 000 docs of the benchmark corpus they were
 * ~8 links and ~5 ids a doc, some 150 MB of the main thread's heap.
 */
export function releaseLinkData(compiled: Iterable<SerializedCompiledDoc>): void {
  for (const doc of compiled) {
    doc.links = [];
    doc.headingIds = [];
    doc.staticImages = [];
  }
}
