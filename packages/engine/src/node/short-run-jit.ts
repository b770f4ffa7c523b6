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

/**
 * Docs below which a build with threads asks {@link endShortRunJit} for a
 * lean JIT and GC; from this size on it keeps V8's own settings (why, and
 * the measurements: see there).
 */
export const LEAN_JIT_BELOW = 2000;

/** Tells a worker thread whether the optimizing compiler inlines (see {@link endShortRunJit}). */
const INLINING_ENV = 'QUIRE_JIT_NO_INLINING';

/** Whether {@link endShortRunJit} set the lean flags (inlining off among them); the CLI's thread only, as `active`. */
let lean = false;

/**
 * Turns the optimizing compiler back on, if {@link startShortRunJit} turned
 * it off; with `lean`, for a build whose threads keep every core busy for a
 * few seconds, without TurboFan's inlining and with scavenges that run on
 * the collecting thread alone (until a later call without it).
 *
 * Why no inlining: a 1000-page build is still short for V8. Its background
 * threads spent ~2.6 s of CPU compiling optimized code, more than either
 * build thread spent working, on a machine whose two cores the build
 * already keeps busy. Inlining makes most of that compile work. Measured
 * at 1000 pages cold (interleaved pairs): -137 ms (4 of 6 faster) and
 * -353 ms (7 of 10). A build several times that size runs long enough to
 * gain from inlined code (5000 pages: 22 s with it, 33 s without): `build`
 * asks for this below a size ({@link LEAN_JIT_BELOW}).
 *
 * Why no parallel scavenging: V8 splits each young-generation collection
 * among helper threads, which only pays when a core is free; with every
 * core busy the helpers take CPU from the build's threads and wait on each
 * other. 1000 pages cold: -162 ms (7 of 10 interleaved pairs faster). A
 * small build, whose second core is mostly idle, keeps them (44 pages:
 * +15 ms without them, 3 of 10 faster).
 *
 * Only a process that started a short run takes either, as only that one
 * is Quire's own.
 */
export function endShortRunJit({ lean: wanted = false }: { lean?: boolean } = {}): void {
  if (active) {
    setFlagsFromString('--opt');
    active = false;
    if (wanted) {
      setFlagsFromString('--no-turbo-inlining');
      setFlagsFromString('--no-parallel-scavenge');
      lean = true;
    }
  } else if (lean && !wanted) {
    setFlagsFromString('--turbo-inlining');
    setFlagsFromString('--parallel-scavenge');
    lean = false;
  }
}

/**
 * Whether {@link endShortRunJit} turned inlining off; in a worker thread,
 * whether it had when the thread started (see {@link shortRunJitActive}).
 * Code caches made under other flags are turned down.
 */
export function jitInliningOff(): boolean {
  return isMainThread ? lean : process.env[INLINING_ENV] === '1';
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
  return { [WORKER_ENV]: active ? '1' : '0', [INLINING_ENV]: lean ? '1' : '0' };
}
