import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

/**
 * The environment variable that tells a build thread, as it starts, how
 * much to lower its own scheduling priority (a `nice` increment); set by
 * `createBuildPool` for a pool of a thread per core.
 */
export const THREAD_NICE_ENV = 'QUIRE_THREAD_NICE';

/**
 * Lowers the calling thread's scheduling priority by `nice` steps (its nice
 * value goes up by that much, to at most 19), on Linux only; elsewhere, or
 * where the system refuses, it does nothing. Returns whether it did.
 *
 * Why: in a big build, every core is busy from the markdown phase to the
 * end, and what ends last is Pagefind's indexer (its own process), not the
 * pages. Pages rendered sooner do not end the build sooner; Pagefind's work
 * done sooner does. At a lower priority the build's threads take the CPU
 * Pagefind and the main thread (which feeds Pagefind and the threads) leave
 * idle, instead of an equal share of it.
 *
 * Linux schedules threads one by one: `setpriority` given a thread's id
 * changes that thread alone, which `/proc/thread-self` names. On other
 * systems the same call would lower the whole process.
 */
export function lowerThreadPriority(nice: number): boolean {
  if (process.platform !== 'linux' || !(nice > 0)) return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    // Relative to the thread's own value, which it inherited from the thread that made it (a process started
    // with `nice -n 5` keeps its threads at 5 or lower): an absolute value could ask for a higher priority.
    const target = Math.min(19, getPriority(threadId) + Math.round(nice));
    if (target <= getPriority(threadId)) return false;
    setPriority(threadId, target);
    return true;
  } catch {
    // No /proc (a sandbox), or a policy that forbids it: the build only runs as it would have.
    return false;
  }
}

/**
 * In a build thread whose pool asked for it (`THREAD_NICE_ENV`), lowers the
 * thread's priority; elsewhere does nothing. The worker's loader calls it
 * before it loads the worker script (see scripts/bundle-node.mjs), so the
 * thread yields while it loads too.
 */
export function lowerThreadPriorityAsAsked(): boolean {
  return !isMainThread && lowerThreadPriority(Number(process.env[THREAD_NICE_ENV] ?? 0));
}
