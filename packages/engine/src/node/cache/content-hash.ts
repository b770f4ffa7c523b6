import { createHash } from 'node:crypto';

/**
 * A SHA-256 of several values taken as one ordered list, in hex. Each part
 * goes in with its length first, so `('ab', 'c')` and `('a', 'bc')` never
 * collide: cache keys are made of free text (paths, sources, JSON).
 */
export function contentHash(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}
