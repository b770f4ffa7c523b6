/** Measures the wall time of each build phase, in order. */
export interface PhaseTimer {
  /** Runs one phase and records how long it took. */
  time<T>(phase: string, run: () => T | Promise<T>): Promise<T>;
  /** Milliseconds per phase, in the order they ran. */
  readonly phases: Record<string, number>;
  /** Milliseconds since the timer was made. */
  elapsed(): number;
}

/** A timer for one build. */
export function createPhaseTimer(): PhaseTimer {
  const started = performance.now();
  const phases: Record<string, number> = {};
  return {
    phases,
    async time(phase, run) {
      const t = performance.now();
      try {
        return await run();
      } finally {
        phases[phase] = Math.round(performance.now() - t);
      }
    },
    elapsed: () => Math.round(performance.now() - started),
  };
}
