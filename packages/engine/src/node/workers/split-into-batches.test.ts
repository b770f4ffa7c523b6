import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './split-into-batches.js';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('splitIntoBatches', () => {
  it('makes four batches per thread, in order, when batches hold at least 16 items', () => {
    const batches = splitIntoBatches(items(1000), 2);
    expect(batches).toHaveLength(8);
    expect(batches.flat()).toEqual(items(1000));
  });

  it('makes fewer batches for little work', () => expect(splitIntoBatches(items(40), 2)).toHaveLength(3));

  it('makes more batches when a batch would exceed maxSize', () => {
    const batches = splitIntoBatches(items(5000), 2, 160);
    expect(batches).toHaveLength(32);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(160);
    expect(batches.flat()).toEqual(items(5000));
  });

  it('leaves the batches as they were when maxSize is not reached', () => expect(splitIntoBatches(items(1000), 2, 160)).toEqual(splitIntoBatches(items(1000), 2)));
});
