import { createHash } from 'node:crypto';

/**
 * The file stem of an index file in `folder` (`terms`, `pages`, `fragments`):
 * a hash of its uncompressed bytes, in hex so names differ on case-insensitive
 * disks too. A file read back can be checked against its name with it.
 */
export function searchFileStem(folder: string, bytes: Uint8Array | string): string {
  return `${folder}/${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}`;
}
