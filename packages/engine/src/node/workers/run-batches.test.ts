import { describe, expect, it } from 'vitest';
import { runBatches } from './run-batches.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBatches', () => {
  it('returns results in batch order with no more than inFlight batches at a time', async () => {
    let running = 0;
    let most = 0;
    const results = await runBatches([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, ++running);
      for (let i = 0; i < n; i++) await tick();
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('starts no batch after a failure, and rejects with it once the others settle', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = runBatches([1, 2, 3, 4], 2, async (n) => {
      started.push(n);
      await tick();
      settled++;
      if (n === 1) throw new Error('batch 1 failed');
      return n;
    });
    await expect(run).rejects.toThrow('batch 1 failed');
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(2);
  });

  it('resolves to nothing for no batches', async () => expect(await runBatches([], 2, async () => 1)).toEqual([]));
});
