import { availableParallelism } from 'node:os';
import { POOL_THRESHOLD } from '../build-result.js';
import { surveyDocFiles } from '../content/count-doc-files.js';
import { createBuildPool } from './build-pool.js';
import { wantsHelperThread } from './helper-thread.js';
import { poolPerPhase, type PhasePools } from './pool-per-phase.js';

/**
 * The worker threads of one build, phase by phase (see `poolPerPhase`).
 * A phase with at least {@link POOL_THRESHOLD} docs or pages to do gets a
 * thread per core; a smaller cold build with much markdown gets one helper
 * thread that shares the work with the main thread (see `wantsHelperThread`);
 * anything smaller runs on the main thread. `threads` (the build's option)
 * overrides the count.
 *
 * A cold build counts its docs first (a few milliseconds) and, when they
 * call for threads, starts them at once: each loads the markdown pipeline
 * while the main thread reads the docs, instead of after.
 */
export function buildThreads({ docsDir, cold, threads }: { docsDir: string; cold: boolean; threads?: number }): PhasePools {
  const cores = availableParallelism();
  const survey = cold ? surveyDocFiles(docsDir, POOL_THRESHOLD) : undefined;
  const helper = threads === undefined && wantsHelperThread(survey, cores);
  const pools = poolPerPhase(
    (work) => threads ?? (work >= POOL_THRESHOLD ? cores : helper ? 1 : 0),
    (count, preload) => createBuildPool(count, preload, { mainThreadJoins: helper }),
  );
  if (survey) pools.get(survey.files, { compile: true });
  return pools;
}
