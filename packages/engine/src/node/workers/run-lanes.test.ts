import { describe, expect, it } from 'vitest';
import { runLanes } from './run-lanes.js';

/** A promise the test settles itself, so which batch ends first is the test's choice, not the clock's. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

/** Lets every callback already queued run (each lane's next step is a few promise jumps away). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('runLanes', () => {
  it('lets a free lane take the next batch, so a fast lane does more, and keeps batch order', async () => {
    const taken: Record<string, number[]> = { slow: [], fast: [] };
    const slowBatch = gate();
    const lanes = [
      async (n: number) => {
        taken.slow!.push(n);
        await slowBatch.promise;
        return n * 10;
      },
      async (n: number) => {
        taken.fast!.push(n);
        return n * 10;
      },
    ];
    const run = runLanes([0, 1, 2, 3, 4, 5, 6, 7], lanes);
    await settle();
    // The slow lane is still on its first batch: the fast one has taken all the others.
    expect(taken).toEqual({ slow: [0], fast: [1, 2, 3, 4, 5, 6, 7] });
    slowBatch.open();
    expect(await run).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
  });

  it('starts no batch after a failure, and rejects with it once the others settle', async () => {
    const started: number[] = [];
    const gates = [gate<number>(), gate<number>()];
    const work = (n: number) => {
      started.push(n);
      return gates[n]?.promise ?? Promise.resolve(n);
    };
    const run = runLanes([0, 1, 2, 3], [work, work]);
    let outcome: string | undefined;
    run.then(
      () => (outcome = 'resolved'),
      (error: Error) => (outcome = error.message),
    );
    expect(started).toEqual([0, 1]);
    gates[0]!.fail(new Error('batch 0 failed'));
    await settle();
    // Batch 1 is still under way: nothing new started, and the run waits for it.
    expect(started).toEqual([0, 1]);
    expect(outcome).toBeUndefined();
    gates[1]!.open(1);
    await expect(run).rejects.toThrow('batch 0 failed');
    expect(started).toEqual([0, 1]);
  });
});
