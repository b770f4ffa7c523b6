import { unpackFromThread, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { CompileTask, RenderSetup, RenderTask } from './build-worker.js';

/** Worker threads for the per-page phases of one build. */
export interface BuildPool {
  readonly threads: number;
  compile(task: CompileTask): Promise<SerializedCompiledDoc[]>;
  render(task: RenderTask): Promise<number>;
  /**
   * Has each idle thread load the renderer and open the cache for the render
   * tasks to come, while the main thread still works out the routes and
   * links: else the first batch of each thread waits for it (~50 ms at 1000
   * pages). A failure shows again on the first render task.
   */
  prepareRender(setup: RenderSetup): void;
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
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      // Production React renders several times faster; workers inherit this environment.
      env,
    });
    // One task per idle thread lands on each; a failure here shows again on the first real task.
    for (let i = 0; i < threads; i++) pool.run(undefined, { name: 'warmup' }).catch(() => {});
    return pool;
  });
  // Each task rejects with the reason when tinypool cannot load; nothing else waits on this one.
  ready.catch(() => {});
  return {
    threads,
    compile: (task) => ready.then((pool) => pool.run(task, { name: 'compile' }) as Promise<SerializedCompiledDoc[]>).then((docs) => docs.map(unpackFromThread)),
    render: (task) => ready.then((pool) => pool.run(task, { name: 'render' }) as Promise<number>),
    // One task per thread: tinypool hands each to a thread with nothing to do, and a thread that gets two loads once.
    prepareRender: (setup) => void ready.then((pool) => Promise.all(Array.from({ length: threads }, () => pool.run(setup, { name: 'prepareRender' })))).catch(() => {}),
    destroy: () =>
      ready.then(
        (pool) => pool.destroy(),
        () => {},
      ),
  };
}
