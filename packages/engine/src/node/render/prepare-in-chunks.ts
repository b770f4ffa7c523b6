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
  }
}
