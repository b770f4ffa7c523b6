import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
// Not `fs/promises`: its FileHandle round trips cost the main thread ~0.17 ms a file (16 ms for a 44-page site's 94 files).
import { writeFile } from '../fast-fs.js';
import type { SidebarItem } from '../../shared/types.js';
import type { Renderer } from './load-renderer.js';
import { pageHtml, type PageJob, type PageSetup } from './page-html.js';
import { jobChunkSource } from './route-chunk.js';
import { jsonLiteral } from './json-literal.js';

/** How many finished files may wait for the disk at once; bounds memory on big sites. */
const WRITE_WINDOW = 64;

/** Keeps a freshly rendered page's markup in the build cache under the job's `cacheKey`. */
export type StoreRenderedMarkup = (cacheKey: string, appHtml: string) => Promise<void>;

/** How {@link writePages} reports and writes, beyond the pages themselves. */
export interface WritePagesOptions {
  onProgress?: (done: number) => void;
  /** Where markup rendered here goes for the next build, when caching. */
  storeMarkup?: StoreRenderedMarkup;
  /**
   * Hard-links a route chunk (path relative to the output folder) from the previous output to the given
   * path; false when the caller must write it (see `PreviousOutput`).
   */
  linkPrevious?: (file: string, to: string) => boolean;
  /**
   * Write each file before rendering the next page, with blocking calls, rather than keeping up to
   * {@link WRITE_WINDOW} writes in flight. Default false. Set it on a worker thread, which has nothing
   * else to do meanwhile: there, 2000 files (1000 pages) took ~0.6 s of CPU through promises and
   * ~0.2 s through blocking calls, and less wall time too (`fs/promises` hands each open, write and
   * close to libuv's thread pool and back). The main thread keeps its event loop turning instead.
   */
  syncWrites?: boolean;
}

/**
 * Renders pages one after another and streams each to disk as soon as it
 * is rendered, with its route chunk, rather than holding the site in
 * memory. `sidebars` are the JSON texts `job.sidebar` indexes. Rejects with
 * the first write error, after the writes in flight have settled.
 *
 * @param renderer May be undefined when every job brings its cached markup.
 */
export async function writePages(
  setup: PageSetup,
  renderer: Renderer | undefined,
  jobs: PageJob[],
  sidebars: string[],
  outDir: string,
  { onProgress, storeMarkup, linkPrevious, syncWrites = false }: WritePagesOptions = {},
): Promise<number> {
  const madeDirs = new Map<string, Promise<unknown>>();
  // Each folder made once, after its parent, without `recursive`: sibling pages' recursive mkdirs,
  // 64 in flight, raced for the shared parents and failed ~900 times at 1000 pages (ENOENT, EEXIST).
  const ensureDir = (dir: string): Promise<unknown> => {
    if (dir.length <= outDir.length) return Promise.resolve();
    let made = madeDirs.get(dir);
    if (!made) {
      made = ensureDir(dirname(dir)).then(() => mkdir(dir).catch(unlessExists));
      madeDirs.set(dir, made);
    }
    return made;
  };
  const madeDirsSync = new Set<string>();
  const ensureDirSync = (dir: string): void => {
    if (dir.length <= outDir.length || madeDirsSync.has(dir)) return;
    ensureDirSync(dirname(dir));
    try {
      mkdirSync(dir);
    } catch (error) {
      unlessExists(error as NodeJS.ErrnoException);
    }
    madeDirsSync.add(dir);
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
    const relative = typeof text === 'string' ? undefined : file;
    file = join(outDir, file);
    if (syncWrites) {
      try {
        ensureDirSync(dirname(file));
        if (relative !== undefined && linkPrevious?.(relative, file)) return;
        writeFileSync(file, typeof text === 'string' ? text : text());
      } catch (error) {
        writeError ??= error;
      }
      return;
    }
    const p: Promise<void> = write(file, text, relative)
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
      quotedSidebar = quoted.get(job.sidebar) ?? jsonLiteral(sidebarJson);
      quoted.set(job.sidebar, quotedSidebar);
    }
    const { file, html, appHtml } = pageHtml(setup, renderer, job, sidebar);
    if (storeMarkup && job.cacheKey !== undefined && job.appHtml === undefined) void storeMarkup(job.cacheKey, appHtml);
    const chunkSource = () => jobChunkSource(job, job.pageJson, sidebarJson, quotedSidebar);
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

/** Made by another writer of the staging folder (the search index) is fine: a file there fails the write after. */
function unlessExists(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EEXIST') throw error;
}
