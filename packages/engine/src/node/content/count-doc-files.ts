import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_EXTENSION, isIgnoredName } from './find-doc-files.js';

/** What {@link surveyDocFiles} found: markdown files, and their bytes together. */
export interface DocFilesSurvey {
  files: number;
  bytes: number;
}

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
  return surveyDocFiles(docsDir, limit).files;
}

/**
 * {@link countDocFiles}, with the bytes of the files counted: how much
 * markdown a small site has, which says more than its number of docs about
 * what compiling it costs (the Redux Toolkit docs are three times the
 * benchmark's 44 docs in bytes). A file it cannot stat counts 0 bytes.
 *
 * @param bytesUpTo Bytes are added up over the first this many files only (default `limit`): a site with more is no
 *   small site, and a `stat` per file would make counting a big site's docs several times slower.
 */
export function surveyDocFiles(docsDir: string, limit: number, { bytesUpTo = limit }: { bytesUpTo?: number } = {}): DocFilesSurvey {
  let files = 0;
  let bytes = 0;
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
      else if (entry.isFile() && DOC_EXTENSION.test(entry.name)) {
        if (files < bytesUpTo) bytes += statSync(join(folder, entry.name), { throwIfNoEntry: false })?.size ?? 0;
        if (++files >= limit) break;
      }
    }
  }
  return { files, bytes };
}
