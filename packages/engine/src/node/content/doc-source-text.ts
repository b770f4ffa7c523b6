import { readFileSync } from 'node:fs';
import type { Doc } from './doc.js';

/**
 * A doc's text for locating a problem in it. The markdown phase lets go of
 * each doc's text once compiled (memory), so a problem found later reads
 * the file again; it is '' if the file is gone.
 */
export function docSourceText(doc: Doc): string {
  if (doc.source) return doc.source;
  try {
    return readFileSync(doc.filePath, 'utf8');
  } catch {
    return '';
  }
}
