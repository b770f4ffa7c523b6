import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SidebarItem } from '../../shared/types.js';
import type { Renderer } from './load-renderer.js';
import { pageHtml, type PageJob, type PageSetup } from './page-html.js';

/** How many finished pages may wait for the disk at once; bounds memory on big sites. */
const WRITE_WINDOW = 64;

/**
 * Renders pages one after another and streams each to disk as soon as it
 * is rendered, rather than holding the site in memory. Rejects with the
 * first write error, after the writes in flight have settled.
 */
export async function writePages(
  setup: PageSetup,
  renderer: Renderer,
  jobs: PageJob[],
  sidebars: Record<string, SidebarItem[]>,
  outDir: string,
  onProgress?: (done: number) => void,
): Promise<number> {
  const madeDirs = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  let writeError: unknown;
  const write = async (file: string, html: string) => {
    const dir = dirname(file);
    let made = madeDirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      madeDirs.set(dir, made);
    }
    await made;
    await writeFile(file, html);
  };
  let done = 0;
  for (const job of jobs) {
    const { file, html } = pageHtml(setup, renderer, job, sidebars);
    const p: Promise<void> = write(join(outDir, file), html)
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
