import { isMainThread } from 'node:worker_threads';
import { setFlagsFromString } from 'node:v8';

/** Tells a worker thread that its process runs a short run: the thread has its own copy of this module. */
const WORKER_ENV = 'QUIRE_SHORT_RUN_JIT';

/**
 * Whether V8's optimizing compiler (TurboFan) is off for a short run. One
 * flag per module instance: V8's flags are the process's, and only the
 * thread that turned it off (the CLI's) reads this.
 */
let active = false;

/**
 * Turns V8's optimizing compiler off for a process about to build a small
 * site, until {@link endShortRunJit}.
 *
 * Why: a small build is over in about two seconds, which TurboFan spends
 * compiling the markdown and rendering code in the background, on the core
 * the build would use for Pagefind and esbuild, for code that has little
 * left to run by the time it is optimized. Measured on the 2-core machine
 * (44 pages, cold, median of 7 interleaved runs): 2.38 -> 1.81 s of CPU.
 * Ignition and Sparkplug still run the code; only the top tier is skipped.
 *
 * Regular expressions keep V8's default tiers: also turning their tier-up
 * off here (12-15 ms less CPU at 44 docs) made warm rebuilds of 1000 pages,
 * which turn it back on with the optimizing compiler, crash with SIGSEGV in
 * 2 of 15 runs (none in 45 without it): a regexp flag changed while the
 * process's regexps exist is not safe.
 *
 * V8's flags are global to the process (worker threads included) and part
 * of what its code caches are checked against: call it only in a process
 * of Quire's own, such as the CLI's, never from a library caller's, and
 * end it before worker threads start (`build` does, for a site big enough
 * for them).
 */
export function startShortRunJit(): void {
  setFlagsFromString('--no-opt');
  active = true;
}

/** Turns the optimizing compiler back on, if {@link startShortRunJit} turned it off. */
export function endShortRunJit(): void {
  if (!active) return;
  setFlagsFromString('--opt');
  active = false;
}

/**
 * Whether {@link startShortRunJit} is in effect: code caches made under
 * other flags would be turned down. In a worker thread, whether it was in
 * effect when the thread started, as {@link shortRunJitEnv} told it: V8's
 * flags are the process's, but this module is loaded again in each thread,
 * and a thread that picked the wrong TypeScript cache compiled TypeScript
 * from its source (about 0.4 s of CPU).
 */
export function shortRunJitActive(): boolean {
  return isMainThread ? active : process.env[WORKER_ENV] === '1';
}

/** The environment variables that tell a worker thread about to start whether a short run is in effect (see {@link shortRunJitActive}). */
export function shortRunJitEnv(): Record<string, string> {
  return { [WORKER_ENV]: active ? '1' : '0' };
}
