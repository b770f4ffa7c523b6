import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PageJob } from './page-html.js';

/**
 * Runs the build cache's `prepare` (see `RenderInput.cache`) over `jobs`
 * `size` at a time, giving the event loop a turn between chunks.
 *
 * Why: keys and links are worked out without touching the disk's
 * callbacks, so one long run of them holds back every other reply this
 * thread waits for, and the search phase, which indexes on this thread
 * beside this phase between turns. (Measured when search ran in Pagefind's
 * process, fed from this thread: held ~0.25 s at 1000 pages, it sat idle
 * and the search phase ended after the render phase.)
 */
export async function prepareInChunks(jobs: PageJob[], size: number, prepare: (chunk: PageJob[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < jobs.length; i += size) {
    await prepare(jobs.slice(i, i + size));
    if (i + size < jobs.length) await nextTurn();
  }
}
