import { pauseForTest } from './test-pause.js';

/** Measures the wall time of each build phase, in order, and stops the build between phases once aborted. */
export interface PhaseTimer {
  /**
   * Runs one phase and records how long it took. Once the build's signal has
   * aborted, the phase does not start, and a running one is given up at once:
   * its promise rejects with the signal's reason while its work is left to
   * finish in the background (the CLI exits right after).
   */
  time<T>(phase: string, run: () => T | Promise<T>): Promise<T>;
  /** Milliseconds per phase, in the order they ran. */
  readonly phases: Record<string, number>;
  /** Milliseconds since the timer was made. */
  elapsed(): number;
}

/** A timer for one build; `signal` (default: none) interrupts it between and during phases. */
export function createPhaseTimer(signal?: AbortSignal): PhaseTimer {
  const started = performance.now();
  const phases: Record<string, number> = {};
  return {
    phases,
    async time(phase, run) {
      await pauseForTest(phase);
      signal?.throwIfAborted();
      const t = performance.now();
      try {
        return await untilAborted(Promise.resolve().then(run), signal);
      } finally {
        phases[phase] = Math.round(performance.now() - t);
      }
    },
    elapsed: () => Math.round(performance.now() - started),
  };
}

/** `work`, or a rejection with the signal's reason as soon as it aborts, whichever comes first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
