import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_EXTENSION, isIgnoredName } from './find-doc-files.js';

/**
 * How many markdown files `docsDir` holds, counted up to `limit` and no
 * further: an estimate, made before the content phase, of whether the
 * build is big enough for worker threads, so that they can start (and load
 * the markdown pipeline) while the docs are read.
 *
 * Synchronous and forgiving on purpose: it runs once, before anything else
 * waits on the event loop, and stops at `limit` (a few milliseconds on a
 * 1000-doc site). Folders it cannot read, and symbolic links, are not
 * followed: `findDocFiles` reports those, and an undercount only means the
 * threads start later, as they did before this estimate existed.
 */
export function countDocFiles(docsDir: string, limit: number): number {
  let files = 0;
  const folders = [docsDir];
  while (folders.length > 0 && files < limit) {
    const folder = folders.pop()!;
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (isIgnoredName(entry.name)) continue;
      if (entry.isDirectory()) folders.push(join(folder, entry.name));
      else if (entry.isFile() && DOC_EXTENSION.test(entry.name) && ++files >= limit) break;
    }
  }
  return files;
}
