import { describe, expect, it } from 'vitest';
import { runBatches } from './run-batches.js';

/** A promise the test settles itself, so which batch ends first is the test's choice, not the clock's. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

/** Lets every callback already queued run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('runBatches', () => {
  it('returns results in batch order with no more than inFlight batches at a time', async () => {
    const batches = [5, 1, 4, 2, 3];
    const gates = new Map(batches.map((n) => [n, gate()]));
    const running = new Set<number>();
    let most = 0;
    const run = runBatches(batches, 2, async (n) => {
      running.add(n);
      most = Math.max(most, running.size);
      await gates.get(n)!.promise;
      running.delete(n);
      return n * 10;
    });
    await settle();
    expect([...running]).toEqual([5, 1]);
    // Finish them out of order: the second batch first, the first one last.
    for (const [n, next] of [[1, [5, 4]], [4, [5, 2]], [2, [5, 3]], [3, [5]]] as const) {
      gates.get(n)!.open();
      await settle();
      expect([...running].sort()).toEqual([...next].sort());
    }
    gates.get(5)!.open();
    expect(await run).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('starts no batch after a failure, and rejects with it once the others settle', async () => {
    const started: number[] = [];
    const gates = new Map([1, 2].map((n) => [n, gate<number>()]));
    const run = runBatches([1, 2, 3, 4], 2, (n) => {
      started.push(n);
      return gates.get(n)?.promise ?? Promise.resolve(n);
    });
    let settled = false;
    run.catch(() => undefined).finally(() => (settled = true));
    gates.get(1)!.fail(new Error('batch 1 failed'));
    await settle();
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(false);
    gates.get(2)!.open(2);
    await expect(run).rejects.toThrow('batch 1 failed');
    expect(started).toEqual([1, 2]);
  });

  it('resolves to nothing for no batches', async () => expect(await runBatches([], 2, async () => 1)).toEqual([]));
});
