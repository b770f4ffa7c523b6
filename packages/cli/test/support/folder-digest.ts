/** A fingerprint of a folder's contents, to show that a failed build left the previous output untouched. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from './built-site.js';

/** SHA-256 over every file's relative path and bytes, in path order. */
export async function folderDigest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
