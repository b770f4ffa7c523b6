import { randomBytes } from 'node:crypto';
import { closeSync, openSync, statSync, writeSync, writevSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { contentHash } from '../cache/content-hash.js';
import { readFile } from '../fast-fs.js';

/** Where the plan is kept in the cache folder. */
const PLAN_FILE = 'search-plan';

/** Bumped when the plan's format changes; other formats are ignored. */
const FORMAT = 3;

/** A page as the search phase hands it to Pagefind, in index order. */
export interface PlannedSearchPage {
  url: string;
  /** What Pagefind indexes (see `searchPageHtml`); may be made only when first read. */
  readonly html: string;
  /**
   * Stands for `url` and `html` where pages are compared or keyed (see `searchPageDigest`), so that neither
   * needs the HTML. Without one (a page made in a test) the page is keyed by a hash of its HTML.
   */
  readonly digest?: string;
  /** The doc's source file, whose size and modification time tell whether the page may have changed since. */
  source?: string;
}

/**
 * A planned page with its source file's size and modification time (ms) when the plan was saved, and
 * its HTML's bytes in the plan file, which the next plan copies when the page is the same.
 */
export type RecordedSearchPage = PlannedSearchPage & { size?: number; mtimeMs?: number; digest: string; htmlBytes: Buffer };

/** The key of a planned page: its digest, else a hash of its URL and HTML. */
export function searchPageKey(page: PlannedSearchPage): string {
  return page.digest ?? contentHash('search-page-html', page.url, page.html);
}

/**
 * The plan file's first line. The pages' HTML follows it, one after the
 * other, each `length` UTF-8 bytes: kept out of the JSON, 5.7 MB of it at
 * 1000 pages took 90 ms to parse, against 20 ms to cut out of the bytes.
 */
interface PlanHeader {
  format: number;
  /** The toolchain that made it: another one may make other search input. */
  toolchain: string;
  pages: Array<Omit<RecordedSearchPage, 'html' | 'htmlBytes'> & { length: number }>;
}

/**
 * The pages the last build gave Pagefind, in order, kept in the build cache
 * so that the next build can start indexing before it has read its docs
 * (see `startSearchHeadStart`). Only a guess at the next build's input: a
 * page is used only once it has been compared with what the build really
 * indexes. Empty when there is none (a first build, another toolchain, a
 * damaged file).
 *
 * Each page's `html` is decoded from the file's bytes when first read: a
 * warm build feeds Pagefind only the shards its edits changed, and decoding
 * all 5.7 MB of a 1000-page plan up front cost the main thread ~20 ms and
 * as much again in garbage collection.
 */
export async function readSearchPlan(cacheDir: string, toolchain: string): Promise<RecordedSearchPage[]> {
  try {
    const bytes = await readFile(join(cacheDir, PLAN_FILE));
    const newline = bytes.indexOf(10);
    const plan = JSON.parse(bytes.toString('utf8', 0, newline)) as PlanHeader;
    if (plan.format !== FORMAT || plan.toolchain !== toolchain || !Array.isArray(plan.pages)) return [];
    let offset = newline + 1;
    const pages = plan.pages.map(({ length, ...page }): RecordedSearchPage => {
      if (typeof page?.url !== 'string' || typeof page.digest !== 'string' || !Number.isInteger(length) || length < 0) throw new Error('not a plan');
      const start = offset;
      offset += length;
      let html: string | undefined;
      return {
        ...page,
        htmlBytes: bytes.subarray(start, start + length),
        get html() {
          return (html ??= bytes.toString('utf8', start, start + length));
        },
      };
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
 *
 * Each page's text is written as it is, one blocking write each: the text is
 * encoded into the same few reused bytes of memory every time. Made into a
 * buffer of its own first, the 5.7 MB of 1000 pages took ~46 ms of the main
 * thread at the end of every build, most of it in first touches of fresh
 * memory, which cost 10-20 µs a page on the bench machine. A page that is
 * the same (by URL and digest) as one of `last`, the plan this build read,
 * is written from that plan's bytes: its HTML is then never made at all,
 * and such pages go out up to 1024 in one `writev` (a write each took
 * 10-20 ms of a warm 1000-page build).
 */
export async function saveSearchPlan(
  cacheDir: string,
  toolchain: string,
  pages: readonly PlannedSearchPage[],
  last: readonly RecordedSearchPage[] = [],
): Promise<void> {
  const lastByUrl = new Map(last.map((page) => [page.url, page]));
  const texts = pages.map((page): string | Buffer => {
    const before = page.digest === undefined ? undefined : lastByUrl.get(page.url);
    return before !== undefined && before.digest === page.digest ? before.htmlBytes : page.html;
  });
  const recorded = pages.map(({ url, source }, i): PlanHeader['pages'][number] => {
    const info = source === undefined ? undefined : statSync(source, { throwIfNoEntry: false });
    const text = texts[i]!;
    const length = typeof text === 'string' ? Buffer.byteLength(text, 'utf8') : text.length;
    return { url, ...(source !== undefined && { source }), digest: searchPageKey(pages[i]!), ...(info && { size: info.size, mtimeMs: info.mtimeMs }), length };
  });
  const header = `${JSON.stringify({ format: FORMAT, toolchain, pages: recorded } satisfies PlanHeader)}\n`;
  const file = join(cacheDir, PLAN_FILE);
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'w');
    writeText(fd, header, Buffer.byteLength(header, 'utf8'));
    // Bytes from the last plan go out many at a time; text made this build is encoded as it is written.
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const flush = () => {
      if (batch.length > 0 && writevSync(fd!, batch) !== batchBytes) throw new Error('short write');
      batch = [];
      batchBytes = 0;
    };
    texts.forEach((text, i) => {
      if (typeof text === 'string') {
        flush();
        writeText(fd!, text, recorded[i]!.length);
        return;
      }
      batch.push(text);
      batchBytes += text.length;
      if (batch.length === MAX_WRITEV_BUFFERS) flush();
    });
    flush();
    closeSync(fd);
    fd = undefined;
    await rename(temp, file);
    // The first format's file, all JSON, is no longer read.
    await rm(join(cacheDir, 'search-plan.json'), { force: true });
  } catch {
    try {
      if (fd !== undefined) closeSync(fd);
    } catch {
      // Closed or not, the temporary file goes.
    }
    await rm(temp, { force: true }).catch(() => {});
  }
}

/** Most buffers one `writev` takes on Linux (IOV_MAX). */
const MAX_WRITEV_BUFFERS = 1024;

/** Writes `text` at the file's position; throws when the disk took fewer than its `bytes` (a full disk), which drops the plan. */
function writeText(fd: number, text: string | Buffer, bytes: number): void {
  const written = typeof text === 'string' ? writeSync(fd, text, null, 'utf8') : writeSync(fd, text);
  if (written !== bytes) throw new Error('short write');
}

/** Whether a planned page's source file is as the plan recorded it (same size and modification time). */
export function sourceUnchanged(page: PlannedSearchPage & { size?: number; mtimeMs?: number }): boolean {
  if (page.source === undefined || page.size === undefined) return false;
  const info = statSync(page.source, { throwIfNoEntry: false });
  return info !== undefined && info.size === page.size && info.mtimeMs === page.mtimeMs;
}
