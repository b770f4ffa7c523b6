import { describe, expect, it } from 'vitest';
import { alignedBlocks } from './aligned-blocks.js';

describe('alignedBlocks', () => {
  it('covers a range with aligned power-of-two blocks, in order', () => {
    expect(alignedBlocks(3, 13)).toEqual([
      [3, 4],
      [4, 8],
      [8, 12],
      [12, 13],
    ]);
    expect(alignedBlocks(0, 20)).toEqual([
      [0, 16],
      [16, 20],
    ]);
  });

  it('gives nothing for an empty range', () => {
    expect(alignedBlocks(5, 5)).toEqual([]);
  });

  it('tiles every range exactly, with few blocks', () => {
    for (let start = 0; start < 40; start++) {
      for (let end = start; end < 40; end++) {
        const blocks = alignedBlocks(start, end);
        let at = start;
        for (const [first, last] of blocks) {
          expect(first).toBe(at);
          const size = last - first;
          expect(size & (size - 1)).toBe(0);
          expect(first % size).toBe(0);
          at = last;
        }
        expect(at).toBe(end);
        expect(blocks.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(end - start + 1)) + 1);
      }
    }
  });
});
