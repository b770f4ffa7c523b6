import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readFile, writeFile } from '../fast-fs.js';

/** Where the plan is kept in the cache folder. */
const PLAN_FILE = 'search-plan.json';

/** Bumped when the plan's format changes; other formats are ignored. */
const FORMAT = 1;

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

interface PlanFile {
  format: number;
  /** The toolchain that made it: another one may make other search input. */
  toolchain: string;
  pages: RecordedSearchPage[];
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
    const plan = JSON.parse((await readFile(join(cacheDir, PLAN_FILE))).toString('utf8')) as PlanFile;
    if (plan.format !== FORMAT || plan.toolchain !== toolchain || !Array.isArray(plan.pages)) return [];
    return plan.pages.filter((page) => typeof page?.url === 'string' && typeof page.html === 'string');
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
  const recorded = pages.map((page): RecordedSearchPage => {
    const info = page.source === undefined ? undefined : statSync(page.source, { throwIfNoEntry: false });
    return info ? { ...page, size: info.size, mtimeMs: info.mtimeMs } : page;
  });
  const file = join(cacheDir, PLAN_FILE);
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(temp, JSON.stringify({ format: FORMAT, toolchain, pages: recorded } satisfies PlanFile));
    await rename(temp, file);
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
