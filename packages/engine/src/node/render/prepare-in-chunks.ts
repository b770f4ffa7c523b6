import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PageJob } from './page-html.js';

/**
 * Runs the build cache's `prepare` (see `RenderInput.cache`) over `jobs`
 * `size` at a time: each chunk's jobs get their page data (`withData`)
 * just before, and lose it just after, keeping what `prepare` set (the
 * cache key, the cached markup). The jobs are replaced in `jobs` in place.
 *
 * Why: a key hashes the page's data, which holds the doc's body; all pages'
 * at once (~60 MB at 5000 pages) set the main thread's heap size for the
 * rest of the build, while the render phase puts the data together again
 * per batch anyway.
 *
 * Between chunks the event loop gets a turn. Keys and links are worked out
 * without touching the disk's callbacks, so one long run of them holds back
 * every other reply this thread waits for; in a warm build that is
 * Pagefind's, which indexes the edited shard beside this phase and is fed
 * through a pipe from this thread: held ~0.25 s at 1000 pages, it sat idle
 * and the search phase ended after the render phase.
 */
export async function prepareInChunks(
  jobs: PageJob[],
  size: number,
  withData: (job: PageJob) => PageJob,
  prepare: (chunk: PageJob[]) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < jobs.length; i += size) {
    const chunk = jobs.slice(i, i + size).map(withData);
    await prepare(chunk);
    chunk.forEach((job, j) => (jobs[i + j] = { ...job, pageJson: '' }));
    if (i + size < jobs.length) await nextTurn();
  }
}
