/** A built folder reduced to what a reader of it would see: each file's path and a hash of its bytes. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from './built-site.js';

/** `relative/path` → sha256 of the file, for every file under `dir`, in path order. */
export async function snapshotFolder(dir: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const file of await listFiles(dir)) {
    snapshot[file] = createHash('sha256').update(await readFile(join(dir, file))).digest('hex');
  }
  return snapshot;
}
