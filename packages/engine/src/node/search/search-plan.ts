import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readFile } from '../fast-fs.js';

/** Where the plan is kept in the cache folder. */
const PLAN_FILE = 'search-plan';

/** Bumped when the plan's format changes; other formats are ignored. */
const FORMAT = 2;

/** A page as the search phase hands it to Pagefind, in index order. */
export interface PlannedSearchPage {
  url: string;
  /** What Pagefind indexes (see `searchPageHtml`). */
  html: string;
  /** The doc's source file, whose size and modification time tell whether the page may have changed since. */
  source?: string;
}

/** A planned page with its source file's size and modification time (ms) when the plan was saved. */
export type RecordedSearchPage = PlannedSearchPage & { size?: number; mtimeMs?: number };

/**
 * The plan file's first line. The pages' HTML follows it, one after the
 * other, each `length` UTF-8 bytes: kept out of the JSON, 5.7 MB of it at
 * 1000 pages took 90 ms to parse, against 20 ms to cut out of the bytes.
 */
interface PlanHeader {
  format: number;
  /** The toolchain that made it: another one may make other search input. */
  toolchain: string;
  pages: Array<Omit<RecordedSearchPage, 'html'> & { length: number }>;
}

/**
 * The pages the last build gave Pagefind, in order, kept in the build cache
 * so that the next build can start indexing before it has read its docs
 * (see `startSearchHeadStart`). Only a guess at the next build's input: a
 * page is used only once it has been compared with what the build really
 * indexes. Empty when there is none (a first build, another toolchain, a
 * damaged file).
 */
export async function readSearchPlan(cacheDir: string, toolchain: string): Promise<RecordedSearchPage[]> {
  try {
    const bytes = await readFile(join(cacheDir, PLAN_FILE));
    const newline = bytes.indexOf(10);
    const plan = JSON.parse(bytes.toString('utf8', 0, newline)) as PlanHeader;
    if (plan.format !== FORMAT || plan.toolchain !== toolchain || !Array.isArray(plan.pages)) return [];
    let offset = newline + 1;
    const pages = plan.pages.map(({ length, ...page }) => {
      if (typeof page?.url !== 'string' || !Number.isInteger(length) || length < 0) throw new Error('not a plan');
      const html = bytes.toString('utf8', offset, (offset += length));
      return { ...page, html };
    });
    return offset === bytes.length ? pages : [];
  } catch {
    return [];
  }
}

/**
 * Keeps `pages` as the next build's plan, each with its source file's size and
 * modification time now. Written to a temporary file and renamed, so a reader
 * never sees half a plan. Never rejects: a missing plan only costs the next
 * build its head start.
 */
export async function saveSearchPlan(cacheDir: string, toolchain: string, pages: readonly PlannedSearchPage[]): Promise<void> {
  const htmls = pages.map((page) => Buffer.from(page.html, 'utf8'));
  const recorded = pages.map(({ html, ...page }, i): PlanHeader['pages'][number] => {
    const info = page.source === undefined ? undefined : statSync(page.source, { throwIfNoEntry: false });
    return { ...page, ...(info && { size: info.size, mtimeMs: info.mtimeMs }), length: htmls[i]!.length };
  });
  const header = Buffer.from(`${JSON.stringify({ format: FORMAT, toolchain, pages: recorded } satisfies PlanHeader)}\n`, 'utf8');
  const file = join(cacheDir, PLAN_FILE);
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const handle = await open(temp, 'w');
    try {
      // Each page's bytes as they are: joined into one buffer first, the 5.7 MB of 1000 pages took 20 ms more.
      await handle.writev([header, ...htmls]);
    } finally {
      await handle.close();
    }
    await rename(temp, file);
    // The first format's file, all JSON, is no longer read.
    await rm(join(cacheDir, 'search-plan.json'), { force: true });
  } catch {
    await rm(temp, { force: true }).catch(() => {});
  }
}

/** Whether a planned page's source file is as the plan recorded it (same size and modification time). */
export function sourceUnchanged(page: RecordedSearchPage): boolean {
  if (page.source === undefined || page.size === undefined) return false;
  const info = statSync(page.source, { throwIfNoEntry: false });
  return info !== undefined && info.size === page.size && info.mtimeMs === page.mtimeMs;
}
