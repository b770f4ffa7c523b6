import { availableParallelism } from 'node:os';
import { POOL_THRESHOLD } from '../build-result.js';
import { createBuildPool } from './build-pool.js';
import { poolPerPhase, type PhasePools } from './pool-per-phase.js';

/**
 * The worker threads of one build, phase by phase (see `poolPerPhase`).
 * A phase with at least {@link POOL_THRESHOLD} docs or pages to do gets a
 * thread per core; anything smaller runs on the main thread, where starting
 * threads would cost more than they save. `threads` (the build's option)
 * overrides the count. Threads start when a phase first asks for them.
 */
export function buildThreads({ threads }: { threads?: number } = {}): PhasePools {
  const cores = availableParallelism();
  return poolPerPhase((work) => threads ?? (work >= POOL_THRESHOLD ? cores : 0), createBuildPool);
}
