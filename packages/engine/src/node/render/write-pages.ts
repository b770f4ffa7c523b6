import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SidebarItem } from '../../shared/types.js';
import type { Renderer } from './load-renderer.js';
import { pageHtml, type PageJob, type PageSetup } from './page-html.js';
import { routeChunkSource } from './route-chunk.js';

/** How many finished files may wait for the disk at once; bounds memory on big sites. */
const WRITE_WINDOW = 64;

/** Keeps a freshly rendered page's markup in the build cache under the job's `cacheKey`. */
export type StoreRenderedMarkup = (cacheKey: string, appHtml: string) => Promise<void>;

/**
 * Renders pages one after another and streams each to disk as soon as it
 * is rendered, with its route chunk, rather than holding the site in
 * memory. `sidebars` are the JSON texts `job.sidebar` indexes. Rejects with
 * the first write error, after the writes in flight have settled.
 *
 * @param renderer May be undefined when every job brings its cached markup.
 * @param storeMarkup Where markup rendered here goes for the next build, when caching.
 * @param linkPrevious Hard-links a route chunk (path relative to the output folder) from the previous
 *   output to the given path; false when the caller must write it (see `PreviousOutput`).
 */
export async function writePages(
  setup: PageSetup,
  renderer: Renderer | undefined,
  jobs: PageJob[],
  sidebars: string[],
  outDir: string,
  onProgress?: (done: number) => void,
  storeMarkup?: StoreRenderedMarkup,
  linkPrevious?: (file: string, to: string) => boolean,
): Promise<number> {
  const madeDirs = new Map<string, Promise<unknown>>();
  // Each folder made once, after its parent, without `recursive`: sibling pages' recursive mkdirs,
  // 64 in flight, raced for the shared parents and failed ~900 times at 1000 pages (ENOENT, EEXIST).
  const ensureDir = (dir: string): Promise<unknown> => {
    if (dir.length <= outDir.length) return Promise.resolve();
    let made = madeDirs.get(dir);
    if (!made) {
      made = ensureDir(dirname(dir)).then(() => mkdir(dir).catch((error: NodeJS.ErrnoException) => {
        // Made by another writer of the staging folder (the search index): a file there fails the write after.
        if (error.code !== 'EEXIST') throw error;
      }));
      madeDirs.set(dir, made);
    }
    return made;
  };
  const pending = new Set<Promise<void>>();
  // Pages of one sidebar view share its parsed tree: it is only read.
  const parsed = new Map<number, SidebarItem[]>();
  // And its text quoted for the route chunks (see `routeChunkSource`).
  const quoted = new Map<number, string>();
  let writeError: unknown;
  // The text may be made only once it is known the previous output cannot lend the file.
  const write = async (file: string, text: string | (() => string), relative?: string) => {
    await ensureDir(dirname(file));
    if (relative !== undefined && linkPrevious?.(relative, file)) return;
    await writeFile(file, typeof text === 'string' ? text : text());
  };
  const queue = (file: string, text: string | (() => string)) => {
    const p: Promise<void> = write(join(outDir, file), text, typeof text === 'string' ? undefined : file)
      .catch((error: unknown) => {
        writeError ??= error;
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  };
  let done = 0;
  for (const job of jobs) {
    const sidebarJson = job.sidebar === undefined ? undefined : sidebars[job.sidebar];
    let sidebar: SidebarItem[] | undefined;
    let quotedSidebar: string | undefined;
    if (job.sidebar !== undefined && sidebarJson !== undefined) {
      sidebar = parsed.get(job.sidebar) ?? (JSON.parse(sidebarJson) as SidebarItem[]);
      parsed.set(job.sidebar, sidebar);
      quotedSidebar = quoted.get(job.sidebar) ?? JSON.stringify(sidebarJson);
      quoted.set(job.sidebar, quotedSidebar);
    }
    const { file, html, appHtml } = pageHtml(setup, renderer, job, sidebar);
    if (storeMarkup && job.cacheKey !== undefined && job.appHtml === undefined) void storeMarkup(job.cacheKey, appHtml);
    const chunkSource = () => routeChunkSource(job.pageJson, sidebarJson, quotedSidebar);
    queue(job.client.chunk, linkPrevious ? chunkSource : chunkSource());
    queue(file, html);
    if (writeError) break;
    while (pending.size >= WRITE_WINDOW) await Promise.race(pending);
    onProgress?.(++done);
  }
  await Promise.all(pending);
  if (writeError) throw writeError;
  return jobs.length;
}
