import { createBuildPool, type BuildPool } from './build-pool.js';

/** Build pools handed out phase by phase (see `poolPerPhase`). */
export interface PhasePools {
  /**
   * The current phase's pool, made on first call with enough `work`; none when the work is too little for threads.
   */
  get(work: number): BuildPool | undefined;
  /**
   * Retires the current phase's pool (its threads end in the background); the next `get` makes a fresh one.
   * @returns Whether there was one: the phase ran on threads.
   */
  endPhase(): boolean;
  /** Ends every pool handed out, waiting for their threads to stop. */
  destroy(): Promise<void>;
}

/**
 * Gives each per-page phase (markdown, then render) threads of its own.
 *
 * Why not one pool for the whole build: a thread that compiled markdown
 * keeps the heap it grew for it. At 5000 pages each compile thread held
 * ~240 MB of heap at the start of the render phase, ~50 MB of it live,
 * and V8 does not hand the rest back to the system; rendering then
 * needs ~150 MB per thread. Ending those threads frees their heaps at once,
 * and new threads start while the main thread resolves routes and links.
 *
 * @param threadsFor How many threads a phase with `work` items gets (0: none, run on the main thread).
 * @param create Makes a pool; tests pass a fake.
 */
export function poolPerPhase(threadsFor: (work: number) => number, create: (threads: number) => BuildPool = createBuildPool): PhasePools {
  let current: BuildPool | undefined;
  const retiring: Array<Promise<void>> = [];
  const endPhase = (): boolean => {
    if (!current) return false;
    // Awaited by `destroy`; a failure to stop a thread must not go unhandled before then.
    const stopping = current.destroy();
    stopping.catch(() => {});
    retiring.push(stopping);
    current = undefined;
    return true;
  };
  return {
    get(work) {
      const threads = threadsFor(work);
      if (threads <= 0) return undefined;
      current ??= create(threads);
      return current;
    },
    endPhase,
    async destroy() {
      void endPhase();
      await Promise.all(retiring);
    },
  };
}
