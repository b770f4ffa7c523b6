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
      prepareRender: () => {},
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
    let stopped = false;
    const slow = { threads: 1, compile: async () => [], render: async () => 0, prepareRender: () => {}, destroy: () => new Promise<void>((done) => setTimeout(() => done(void (stopped = true)), 20)) };
    const pools = poolPerPhase(() => 1, () => slow);
    pools.get(1);
    pools.endPhase();
    expect(stopped).toBe(false);
    await pools.destroy();
    expect(stopped).toBe(true);
  });
});
