import { EventEmitter, once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

// tinypool records that it was loaded, and stands in for the pool.
const loaded = vi.hoisted(() => ({ count: 0, runs: [] as string[], envs: [] as Record<string, string>[] }));
vi.mock('tinypool', () => {
  loaded.count++;
  return {
    default: class {
      constructor({ env }: { env: Record<string, string> }) {
        loaded.envs.push(env);
      }
      run(_task: unknown, { name }: { name: string }) {
        loaded.runs.push(name);
        return Promise.resolve(name === 'render' ? 3 : []);
      }
      destroy() {
        loaded.runs.push('destroy');
        return Promise.resolve();
      }
      get threads() {
        return [];
      }
    },
  };
});

describe('createBuildPool', () => {
  it('loads tinypool with the first pool, not with the engine: a build without threads never pays for it', async () => {
    const { createBuildPool } = await import('./build-pool.js');
    await import('../build.js');
    expect(loaded.count).toBe(0);

    const pool = createBuildPool(2);
    expect(await pool.render({} as never)).toBe(3);
    expect(loaded.count).toBe(1);
    await pool.destroy();
    // Each thread got its warm-up task before any real one.
    expect(loaded.runs).toEqual(['warmup', 'warmup', 'render', 'destroy']);
  });

});

describe('outOfMemoryError', () => {
  it('says that a thread ran out of memory, with its limit and what to do, for the error Node gives such a thread', async () => {
    const { outOfMemoryError } = await import('./build-pool.js');
    const error = Object.assign(new Error('Worker terminated due to reaching memory limit: JS heap out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' });
    const diagnostic = outOfMemoryError(error);
    expect(diagnostic?.diagnostics[0]).toMatchObject({ severity: 'error', message: expect.stringMatching(/ran out of memory \(its limit is \d+ MB\)/) });
    expect(diagnostic?.diagnostics[0]?.hint).toMatch(/maxDocSizeKb/);
    expect(outOfMemoryError(new Error('something else'))).toBeUndefined();
  });
});

describe('canStopListening', () => {
  it("lets events.once wait on a tinypool worker that fails as it stops, instead of crashing on the wrapper's missing removeListener", async () => {
    const { canStopListening } = await import('./build-pool.js');
    const thread = new EventEmitter();
    // The shape of tinypool's wrapper: on, once and emit passed on to the thread, no removeListener.
    const wrapper = {
      thread,
      on: (event: string, listener: (...args: unknown[]) => void) => thread.on(event, listener),
      once: (event: string, listener: (...args: unknown[]) => void) => thread.once(event, listener),
      emit: (event: string, ...args: unknown[]) => thread.emit(event, ...args),
    };
    const unguarded = once(wrapper as unknown as EventEmitter, 'exit');
    unguarded.catch(() => {});
    expect(() => thread.emit('error', new Error('out of memory'))).toThrow(/removeListener is not a function/);

    canStopListening(wrapper);
    const before = thread.listenerCount('exit');
    const exit = once(wrapper as unknown as EventEmitter, 'exit');
    thread.emit('error', new Error('out of memory'));
    await expect(exit).rejects.toThrow('out of memory');
    // Its own wait is gone from the thread.
    expect(thread.listenerCount('exit')).toBe(before);
  });
});
