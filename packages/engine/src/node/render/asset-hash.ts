import { createHash } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The hash in a content-hashed asset name: eight base32 characters (40
 * bits of SHA-256), the form esbuild gives the chunks it names, so every
 * file under `assets/` looks alike. Enough to tell apart the versions of
 * one file; names also carry a readable part wherever many files share a
 * folder.
 */
export function assetHash(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  const bytes = hash.digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (let i = 0; out.length < 8; ) {
    if (bits < 5) {
      value = ((value << 8) | bytes[i++]!) & 0xffff;
      bits += 8;
    }
    out += BASE32[(value >>> (bits - 5)) & 31];
    bits -= 5;
  }
  return out;
}
