import { POOL_THRESHOLD } from '../build-result.js';
import type { DocFilesSurvey } from '../content/count-doc-files.js';

/**
 * Bytes of markdown from which a cold build of fewer than
 * {@link POOL_THRESHOLD} docs gets one helper thread beside the main thread.
 *
 * Why bytes: a thread first loads the markdown pipeline, TypeScript and
 * React and warms them up, about 0.6-0.8 s of CPU on the 2-core machine,
 * whatever it then compiles. Measured with the thread sharing both phases
 * (interleaved runs, CPU of each thread): on the benchmark's 44 docs
 * (300 KB) the main thread saved only 0.2-0.3 s for those 0.7 s; on the
 * Redux Toolkit docs (44 docs, 870 KB) it saved 1.4-2.0 s of its 5.4 s, and
 * the build was faster even on the fully loaded machine.
 */
export const HELPER_THREAD_FROM_BYTES = 512 * 1024;

/**
 * Whether a build whose docs folder holds `survey` should start one helper
 * thread that shares the markdown and render phases with the main thread
 * (see `BuildPool.mainThreadJoins`): only on a cold build (a warm one
 * compiles few docs), below the size that gets a thread per core, with a
 * core to spare, and with enough markdown to pay for the thread's start.
 */
export function wantsHelperThread(survey: DocFilesSurvey | undefined, cores: number): boolean {
  return survey !== undefined && cores > 1 && survey.files < POOL_THRESHOLD && survey.bytes >= HELPER_THREAD_FROM_BYTES;
}
