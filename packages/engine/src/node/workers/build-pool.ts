import { QuireError, type Diagnostic } from '../diagnostic.js';
import { unpackFromThread, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { CompileTask, RenderTask } from './build-worker.js';

/** Worker threads for the per-page phases of one build. */
export interface BuildPool {
  readonly threads: number;
  compile(task: CompileTask): Promise<SerializedCompiledDoc[]>;
  render(task: RenderTask): Promise<number>;
  destroy(): Promise<void>;
}

/**
 * Young-generation size of each worker thread (two semi-spaces and the
 * large-object space: 16 MB is semi-spaces of about 5 MB). Compiling markdown
 * makes millions of short-lived objects; a young generation this size keeps
 * reusing the same few megabytes, already mapped, where a large one keeps
 * touching fresh pages. Each first touch is a page fault, and on the
 * bench machine (a virtual machine) a fault costs about 12 µs: at 64 MB the
 * 1000-page build took 20,000 more faults and 0.5-1.0 s more CPU (4
 * interleaved pairs: 10.3 s of CPU against 11.3 s; wall 5.7 s against 6.2 s).
 * 8, 12 and 24 MB measured within noise of 16; 32 MB a little worse.
 */
const YOUNG_GENERATION_MB = 16;

/**
 * Old-generation size each worker thread may grow to. A thread's live data
 * is small (the pipeline, one batch of docs or pages: tens of MB), but
 * without a limit V8 lets a busy thread's heap grow far past it before it
 * collects. Measured on a 5000-page cold build (RSS sampled every 200 ms):
 * 941 MiB at its peak without a limit (at the end of the markdown phase),
 * 841 MiB at 384 and 786 MiB at 256; at 10000 pages, 1604 MiB without and
 * 1163 MiB with it (one run each, 51.1 s and 46.6 s). At 1000 pages (5 paired runs) the
 * limit costs 7 % of CPU and 5 % of wall time (5.21 s against 4.95 s), for
 * 14 % less peak memory (379 MiB against 441). A thread that would need
 * more fails the build with {@link outOfMemoryError}'s message.
 */
const OLD_GENERATION_MB = 256;

/**
 * A pool of `threads` worker threads running `build-worker.js`. Threads are
 * started at once and each loads the worker module (the markdown pipeline)
 * right away, in parallel with whatever the main thread
 * does next; they are kept for the whole build, so the cost of loading is
 * paid once per thread.
 */
export function createBuildPool(threads: number): BuildPool {
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } as Record<string, string>;
  // tinypool is loaded by the first pool, not with the engine: a build without threads (a small
  // site, a warm rebuild) never needs it, and importing it measured 10-11 ms of CPU.
  const ready = import('tinypool').then(({ default: Tinypool }) => {
    const pool = new Tinypool({
      filename: new URL('./build-worker.js', import.meta.url).href,
      runtime: 'worker_threads',
      minThreads: threads,
      maxThreads: threads,
      isolateWorkers: false,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
      // Production React renders several times faster; workers inherit this environment.
      env,
    });
    // One task per idle thread lands on each; a failure here shows again on the first real task.
    for (let i = 0; i < threads; i++) pool.run(undefined, { name: 'warmup' }).catch(() => {});
    return pool;
  });
  // Each task rejects with the reason when tinypool cannot load; nothing else waits on this one.
  ready.catch(() => {});
  // A task of the worker module, its failure said in words when the thread ran out of memory.
  const run = <T>(name: 'compile' | 'render', task: unknown): Promise<T> =>
    ready.then((pool) => pool.run(task, { name }) as Promise<T>).catch((error: unknown) => Promise.reject(outOfMemoryError(error) ?? error));
  return {
    threads,
    compile: (task) => run<SerializedCompiledDoc[]>('compile', task).then((docs) => docs.map(unpackFromThread)),
    render: (task) =>
      run<number | { diagnostics: Diagnostic[] }>('render', task).then((result) => (typeof result === 'number' ? result : Promise.reject(new QuireError(result.diagnostics)))),
    destroy: () =>
      ready.then(
        (pool) => {
          for (const worker of pool.threads) canStopListening(worker as unknown as PoolWorker);
          // A thread that fails as it stops (out of memory, say) already failed its task, which the build reported.
          return pool.destroy().catch(() => {});
        },
        () => {},
      ),
  };
}

/** A worker as tinypool hands it out: its wrapper of the thread, with `on`, `once` and `emit` but no `removeListener`. */
export interface PoolWorker {
  thread?: { removeListener(event: string, listener: (...args: unknown[]) => void): unknown };
  removeListener?: (event: string, listener: (...args: unknown[]) => void) => unknown;
}

/**
 * Gives a pool's worker wrapper the `removeListener` it lacks (tinypool
 * 2.2), passed on to its thread. Why: `pool.destroy()` waits for each
 * thread's exit with `events.once`, which, when the thread emits `error`
 * instead (one that runs out of memory while it stops), calls
 * `removeListener` on the wrapper, and the missing method crashed the
 * process with a stack trace instead of failing the build with its message.
 */
export function canStopListening(worker: PoolWorker): void {
  const thread = worker.thread;
  if (typeof worker.removeListener === 'function' || !thread) return;
  worker.removeListener = (event, listener) => thread.removeListener(event, listener);
}

/**
 * A thread that reached its memory limit (`ERR_WORKER_OUT_OF_MEMORY`), as a
 * diagnostic that says so and what to do; undefined for any other error.
 */
export function outOfMemoryError(error: unknown): QuireError | undefined {
  if ((error as { code?: unknown } | null)?.code !== 'ERR_WORKER_OUT_OF_MEMORY') return undefined;
  return new QuireError({
    severity: 'error',
    message: `A build thread ran out of memory (its limit is ${OLD_GENERATION_MB} MB): a batch of docs or pages needed more than that.`,
    hint: 'Look for a very large doc (split it, or lower `markdown.maxDocSizeKb` to find it), or build with `threads: 0` through the API, which has no such limit.',
  });
}
