import { availableParallelism } from 'node:os';
import { POOL_THRESHOLD } from '../build-result.js';
import { countDocFiles } from '../content/count-doc-files.js';
import { createBuildPool } from './build-pool.js';
import { poolPerPhase, type PhasePools } from './pool-per-phase.js';

/**
 * The worker threads of one build, phase by phase (see `poolPerPhase`).
 * A phase with at least {@link POOL_THRESHOLD} docs or pages to do gets a
 * thread per core; anything smaller runs on the main thread, where starting
 * threads would cost more than they save. `threads` (the build's option)
 * overrides the count.
 *
 * A cold build counts its docs first (a few milliseconds) and, when they
 * call for threads, starts them at once: each loads the markdown pipeline
 * while the main thread reads the docs, instead of after.
 */
export function buildThreads({ docsDir, cold, threads }: { docsDir: string; cold: boolean; threads?: number }): PhasePools {
  const cores = availableParallelism();
  const docs = cold ? countDocFiles(docsDir, POOL_THRESHOLD) : 0;
  const pools = poolPerPhase((work) => threads ?? (work >= POOL_THRESHOLD ? cores : 0), createBuildPool);
  if (docs > 0) pools.get(docs, { compile: true });
  return pools;
}
