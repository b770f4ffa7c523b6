import { createHash } from 'node:crypto';

/**
 * A SHA-256 of several values taken as one ordered list, in hex. Each part
 * goes in with its length first, so `('ab', 'c')` and `('a', 'bc')` never
 * collide: cache keys are made of free text (paths, sources, JSON).
 */
export function contentHash(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    // A string goes in as it is (hashed as UTF-8), not copied into a Buffer first: keys are made of whole
    // sources and page data, several MB a build, and the copies measured twice the CPU of the hashing.
    const length = typeof part === 'string' ? Buffer.byteLength(part, 'utf8') : part.length;
    hash.update(`${length}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}
