import Tinypool from 'tinypool';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { CompileTask, RenderTask } from './build-worker.js';

/** Worker threads for the per-page phases of one build. */
export interface BuildPool {
  readonly threads: number;
  compile(task: CompileTask): Promise<SerializedCompiledDoc[]>;
  render(task: RenderTask): Promise<number>;
  destroy(): Promise<void>;
}

/**
 * A pool of `threads` worker threads running `build-worker.js`. Threads are
 * started up front and kept for the whole build, so the cost of loading
 * unified, React and the theme is paid once per thread.
 */
export function createBuildPool(threads: number): BuildPool {
  const pool = new Tinypool({
    filename: new URL('./build-worker.js', import.meta.url).href,
    runtime: 'worker_threads',
    minThreads: threads,
    maxThreads: threads,
    isolateWorkers: false,
    // Production React renders several times faster; workers inherit this environment.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } as Record<string, string>,
  });
  return {
    threads,
    compile: (task) => pool.run(task, { name: 'compile' }) as Promise<SerializedCompiledDoc[]>,
    render: (task) => pool.run(task, { name: 'render' }) as Promise<number>,
    destroy: () => pool.destroy(),
  };
}
