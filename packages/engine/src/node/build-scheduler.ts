import type { PhaseTimer } from './phase-timer.js';

/**
 * The one place where a build's phases overlap. The phases run in order in
 * `build`; work that needs only what an earlier phase made, and whose
 * result a later phase waits for, starts `beside` the phases in between
 * (the bundle beside content and markdown, search indexing beside render
 * and write). Everything started here is awaited where its result is used,
 * and, on a failure, settled before the build cleans up, so no work still
 * writes into a folder being removed.
 */
export interface BuildScheduler {
  /**
   * Starts `work` now, timed as `phase`, and returns its result for a later
   * phase to await. A failure rejects that promise (and so fails the build
   * where it is awaited); it never goes unhandled meanwhile.
   */
  beside<T>(phase: string, work: () => Promise<T>): Promise<T>;
  /**
   * Starts `work` now, untimed and not given up on an abort: for work whose
   * result the build must see even when it stops (the staging folder, which
   * it then removes).
   */
  start<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once everything started `beside` has settled, failed or not. */
  settle(): Promise<void>;
}

/** A scheduler for one build, timing its work with the build's `timer`. */
export function createBuildScheduler(timer: PhaseTimer): BuildScheduler {
  const settling: Promise<unknown>[] = [];
  return {
    beside(phase, work) {
      let doing: Promise<unknown> | undefined;
      const running = timer.time(phase, () => (doing = work()));
      // An abort rejects `running` at once (see PhaseTimer.time) while the work itself goes on: settling waits for the work.
      settling.push(running.then(undefined, () => doing?.catch(() => {})));
      return running;
    },
    start(work) {
      const doing = work();
      settling.push(doing.catch(() => {}));
      return doing;
    },
    async settle() {
      await Promise.all(settling);
    },
  };
}
