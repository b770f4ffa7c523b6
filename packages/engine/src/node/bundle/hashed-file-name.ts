import { createHash } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * `<name>-<HASH>.js`: the name plus eight base-32 characters of a SHA-256
 * of the content, in the style of esbuild's `[hash]`, so a file can be
 * cached forever and any change to it gets a new name.
 */
export function hashedFileName(name: string, content: string, extension = '.js'): string {
  const digest = createHash('sha256').update(content).digest();
  let hash = '';
  // Eight characters of five bits each: the first forty bits of the digest.
  let bits = 0;
  let value = 0;
  for (const byte of digest.subarray(0, 5)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      hash += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return `${name}-${hash}${extension}`;
}
