import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './split-into-batches.js';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);
const sizes = (batches: unknown[][]) => batches.map((batch) => batch.length);

describe('splitIntoBatches', () => {
  it('starts with batches of a quarter of each thread\'s share, keeping the order', () => {
    const batches = splitIntoBatches(items(1000), 2);
    expect(sizes(batches).slice(0, 4)).toEqual([125, 125, 125, 125]);
    expect(batches.flat()).toEqual(items(1000));
  });

  it('tapers the last batches down to 16 items, so that no thread is left alone with a big one at the end', () => {
    const batches = sizes(splitIntoBatches(items(1000), 2));
    // Each batch is half of one thread's share of what is left: never bigger than the one before.
    batches.forEach((size, i) => expect(size).toBeLessThanOrEqual(batches[i - 1] ?? Infinity));
    expect(batches.slice(-3)).toEqual([16, 16, 16]);
    // Not so many that messaging costs more than the waiting it spares.
    expect(batches.length).toBeLessThanOrEqual(16);
  });

  it('makes few batches for little work', () => expect(sizes(splitIntoBatches(items(40), 2))).toEqual([14, 14, 12]));

  it('makes more batches when a batch would exceed maxSize', () => {
    const batches = splitIntoBatches(items(5000), 2, 160);
    expect(sizes(batches).filter((size) => size === 157)).toHaveLength(28);
    expect(Math.max(...sizes(batches))).toBeLessThanOrEqual(160);
    expect(batches.at(-2)).toHaveLength(16);
    expect(batches.flat()).toEqual(items(5000));
  });

  it('makes batches of one size when tapering would make more than maxBatches', () => {
    const batches = splitIntoBatches(items(5000), 2, 160, 32);
    expect(sizes(batches)).toEqual([...Array<number>(31).fill(157), 133]);
    expect(batches.flat()).toEqual(items(5000));
    // Room enough: tapered as without the limit.
    expect(splitIntoBatches(items(1000), 2, 160, 32)).toEqual(splitIntoBatches(items(1000), 2));
  });

  it('leaves the batches as they were when maxSize is not reached', () => expect(splitIntoBatches(items(1000), 2, 160)).toEqual(splitIntoBatches(items(1000), 2)));
});
