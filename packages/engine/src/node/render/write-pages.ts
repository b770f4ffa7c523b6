import { writeFile } from '../fast-fs.js';
import { makeFolders } from '../write/make-folders.js';
import { routeOutputPath } from './route-output-path.js';
import { dirname, join } from 'node:path';
import type { SidebarItem } from '../../shared/types.js';
import type { Renderer } from './load-renderer.js';
import { pageHtml, type PageJob, type PageSetup } from './page-html.js';

/** How many finished pages may wait for the disk at once; bounds memory on big sites. */
const WRITE_WINDOW = 64;

/** Keeps a freshly rendered page's markup in the build cache under the job's `cacheKey`. */
export type StoreRenderedMarkup = (cacheKey: string, appHtml: string) => Promise<void>;

/**
 * Renders pages one after another and streams each to disk as soon as it
 * is rendered, rather than holding the site in memory. Rejects with the
 * first write error, after the writes in flight have settled.
 *
 * @param renderer May be undefined when every job brings its cached markup.
 * @param storeMarkup Where markup rendered here goes for the next build, when caching.
 */
export async function writePages(
  setup: PageSetup,
  renderer: Renderer | undefined,
  jobs: PageJob[],
  sidebars: Record<string, SidebarItem[]>,
  outDir: string,
  onProgress?: (done: number) => void,
  storeMarkup?: StoreRenderedMarkup,
): Promise<number> {
  await makeFolders(outDir, jobs.map((job) => dirname(routeOutputPath(job.path))));
  const pending = new Set<Promise<void>>();
  let writeError: unknown;
  const write = (file: string, html: string) => writeFile(file, html);
  let done = 0;
  for (const job of jobs) {
    const { file, html, appHtml } = pageHtml(setup, renderer, job, sidebars);
    const stored = storeMarkup && job.cacheKey !== undefined && job.appHtml === undefined ? storeMarkup(job.cacheKey, appHtml) : undefined;
    const p: Promise<void> = Promise.all([write(join(outDir, file), html), stored])
      .then(() => {})
      .catch((error: unknown) => {
        writeError ??= error;
      })
      .finally(() => pending.delete(p));
    pending.add(p);
    if (writeError) break;
    if (pending.size >= WRITE_WINDOW) await Promise.race(pending);
    onProgress?.(++done);
  }
  await Promise.all(pending);
  if (writeError) throw writeError;
  return jobs.length;
}
