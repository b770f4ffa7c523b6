import { describe, expect, it } from 'vitest';
import { runLanes } from './run-lanes.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runLanes', () => {
  it('lets a free lane take the next batch, so a fast lane does more, and keeps batch order', async () => {
    const taken: Record<string, number[]> = { slow: [], fast: [] };
    const lane = (name: 'slow' | 'fast', ticks: number) => async (n: number) => {
      taken[name]!.push(n);
      for (let i = 0; i < ticks; i++) await tick();
      return n * 10;
    };
    const results = await runLanes([0, 1, 2, 3, 4, 5, 6, 7], [lane('slow', 30), lane('fast', 1)]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(taken.slow).toEqual([0]);
    expect(taken.fast).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts no batch after a failure, and rejects with it once the others settle', async () => {
    const started: number[] = [];
    let settled = 0;
    const work = async (n: number) => {
      started.push(n);
      await tick();
      settled++;
      if (n === 0) throw new Error('batch 0 failed');
      return n;
    };
    await expect(runLanes([0, 1, 2, 3], [work, work])).rejects.toThrow('batch 0 failed');
    expect(started).toEqual([0, 1]);
    expect(settled).toBe(2);
  });
});
