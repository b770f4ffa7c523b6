import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assetHash } from './asset-hash.js';

describe('assetHash', () => {
  it('is eight base32 characters, the same for the same parts', () => {
    expect(assetHash('a', 'b')).toMatch(/^[A-Z2-7]{8}$/);
    expect(assetHash('a', 'b')).toBe(assetHash('a', 'b'));
  });

  it('tells parts apart from their concatenation', () => {
    expect(assetHash('ab', 'c')).not.toBe(assetHash('a', 'bc'));
  });

  it('spells out the first 40 bits of the SHA-256', () => {
    const bytes = createHash('sha256').update('x').update('\0').digest();
    const bits = [...bytes.subarray(0, 5)].map((b) => b.toString(2).padStart(8, '0')).join('');
    const expected = bits.match(/.{5}/g)!.map((chunk) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[parseInt(chunk, 2)]).join('');
    expect(assetHash('x')).toBe(expected);
  });
});
