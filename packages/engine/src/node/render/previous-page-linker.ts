import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { contentHash } from '../cache/content-hash.js';
import type { PreviousOutput } from '../write/previous-output.js';
import type { PageJob, PageSetup } from './page-html.js';
import { jobChunkSource } from './route-chunk.js';
import { routeOutputPath } from './route-output-path.js';

/** What {@link previousPageLinker} needs of the previous output. */
export type PageLender = Pick<PreviousOutput, 'link' | 'expect' | 'holds'>;

/**
 * For the build cache's `prepare` (see `RenderInput.cache`): gives the
 * previous output the key of every page's HTML file, and hard-links a page's
 * HTML file and route chunk from it into the staging folder `outDir` when the
 * last build made that HTML from the same key. Returns true for a page so
 * linked: its job needs neither its cached markup nor rendering nor writing.
 *
 * The key is all that `pageHtml` reads: the page's cache key (its data, its
 * sidebar view, the site data, the theme and runtime, the toolchain), what
 * every page shares (`setup`: the client's files, the manifest's fixed name)
 * and its chunk's name. Linking, not writing, is the point: at 1000 pages a
 * warm build otherwise made 1000 new HTML files for one edited page.
 *
 * @param sidebars The sidebar views' JSON texts that `job.sidebar` indexes, for a chunk that must be written.
 * @param pageJsonOf The page data of a job whose chunk must be written (jobs are keyed without it; see `pageDataDigest`).
 * @param folders Folders known to exist under `outDir` (absolute paths): those of a staging folder begun from a
 *   kept folder tree (see `createStagingDir`), which need no `mkdir` (two system calls each for one that exists).
 */
export function previousPageLinker(
  previous: PageLender,
  outDir: string,
  setup: PageSetup,
  sidebars: readonly string[],
  pageJsonOf: (job: PageJob) => string = (job) => job.pageJson,
  folders: Iterable<string> = [],
): (job: PageJob) => boolean {
  const setupHash = contentHash('page-setup', JSON.stringify(setup));
  const made = new Set<string>(folders);
  // Synchronous: a thousand links and folders in a row cost a fraction of as many awaited calls.
  const ensureDir = (dir: string) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  return (job) => {
    if (job.cacheKey === undefined) return false;
    const file = routeOutputPath(job.path);
    const key = contentHash('page-html', job.cacheKey, setupHash, JSON.stringify(job.client));
    previous.expect(file, key);
    // Nothing to lend (every page of a first build): its folder is left to the render threads, which make
    // it beside their other work; made here, a thousand folders in a row held up the render phase's start.
    if (!previous.holds(file, key)) return false;
    const to = join(outDir, file);
    ensureDir(dirname(to));
    // The page first: a chunk linked for a page that must be written after all would be written over, in place.
    if (!previous.link(file, to, key)) return false;
    const chunk = join(outDir, job.client.chunk);
    ensureDir(dirname(chunk));
    if (!previous.link(job.client.chunk, chunk)) {
      const sidebar = job.sidebar === undefined ? undefined : sidebars[job.sidebar];
      writeFileSync(chunk, jobChunkSource(job, pageJsonOf(job), sidebar), { flag: 'wx' });
    }
    return true;
  };
}
