import { describe, expect, it } from 'vitest';
import type { BuildPool } from './build-pool.js';
import { poolPerPhase } from './pool-per-phase.js';

/** A pool that only records whether it was destroyed. */
function fakePools() {
  const made: Array<BuildPool & { destroyed: boolean }> = [];
  const create = (threads: number) => {
    const pool = {
      threads,
      destroyed: false,
      compile: async () => [],
      render: async () => 0,
      destroy: async () => void (pool.destroyed = true),
    };
    made.push(pool);
    return pool;
  };
  return { made, create };
}

describe('poolPerPhase', () => {
  it('hands out one pool per phase, and a fresh one after endPhase, retiring the old', async () => {
    const { made, create } = fakePools();
    const pools = poolPerPhase((work) => (work >= 10 ? 2 : 0), create);
    const compile = pools.get(100);
    expect(pools.get(50)).toBe(compile);
    expect(pools.endPhase()).toBe(true);
    expect(made[0]!.destroyed).toBe(true);
    const render = pools.get(100);
    expect(render).not.toBe(compile);
    expect(render?.threads).toBe(2);
    expect(made).toHaveLength(2);
    await pools.destroy();
    expect(made[1]!.destroyed).toBe(true);
  });

  it('makes no pool for too little work, and endPhase without one does nothing', async () => {
    const { made, create } = fakePools();
    const pools = poolPerPhase((work) => (work >= 10 ? 2 : 0), create);
    expect(pools.get(3)).toBeUndefined();
    expect(pools.endPhase()).toBe(false);
    await pools.destroy();
    expect(made).toHaveLength(0);
  });

  it('waits in destroy for a retired pool that has not stopped yet', async () => {
    // The retired pool stops when the test says so, not after a delay.
    let stop!: () => void;
    const stopping = new Promise<void>((done) => (stop = done));
    const slow = { threads: 1, compile: async () => [], render: async () => 0, destroy: () => stopping };
    const pools = poolPerPhase(() => 1, () => slow);
    pools.get(1);
    pools.endPhase();
    let destroyed = false;
    const destroying = pools.destroy().then(() => (destroyed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(destroyed).toBe(false);
    stop();
    await destroying;
    expect(destroyed).toBe(true);
  });
});
