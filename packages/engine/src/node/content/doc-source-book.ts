import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrontMatter } from './doc.js';

/** Where the book is kept in the cache folder. */
const BOOK_FILE = 'doc-sources.json';

/** Bumped when the file's format changes; other formats are ignored. */
const FORMAT = 1;

/**
 * How recently a file may have changed and still be recorded. A file's
 * modification time has the granularity of the kernel's coarse clock (a few
 * milliseconds on Linux, seconds on some network and FAT file systems): a
 * file written again within that tick, to the same size, keeps its status.
 * A file read so soon after a change is read again by the next build, as
 * Git treats its "racily clean" entries.
 */
export const RACY_MS = 2000;

/** A doc file as a build read it: its status then, its bytes' digest and its parsed front matter. */
export interface DocSourceRecord {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  /** {@link sourceDigest} of the file's bytes. */
  digest: string;
  frontMatter: FrontMatter;
}

/**
 * What the last build recorded of each doc file, so that the content phase
 * reads only the files whose status (size, modification and change times,
 * inode) differs. At 1000 docs a warm build read, decoded and hashed 12 MB
 * of markdown, about 0.2 s of the main thread, to find the one that changed.
 */
export interface DocSourceBook {
  /** The record of the file at `relativePath` if `status` (taken now) is the one recorded. */
  unchanged(relativePath: string, status: Stats): DocSourceRecord | undefined;
  /** Records a file read by this build, with the status taken before reading it; a file changed too recently is left out (see {@link RACY_MS}). */
  note(relativePath: string, status: Stats, digest: string, frontMatter: FrontMatter): void;
  /** Keeps what this build recorded (the files it found, read or not) for the next build. Never rejects. */
  save(): Promise<void>;
}

/** The book file's content. */
interface BookFile {
  format: number;
  /** The toolchain that parsed the front matter: another one may parse it otherwise. */
  toolchain: string;
  /** The docs folder the relative paths are in. */
  root: string;
  records: Record<string, DocSourceRecord>;
}

/**
 * The doc-source book of the build cache in `cacheDir` for the docs folder
 * `root`: empty when there is none, it was written by another toolchain or
 * for another folder, or it is damaged.
 *
 * @param now The clock a file's change time is compared with (tests move it on).
 */
export function openDocSourceBook(cacheDir: string, toolchain: string, root: string, now: () => number = Date.now): DocSourceBook {
  const known = readRecords(join(cacheDir, BOOK_FILE), toolchain, root);
  const next = new Map<string, DocSourceRecord>();
  return {
    unchanged(relativePath, status) {
      const record = known.get(relativePath);
      if (!record || !sameStatus(record, status)) return undefined;
      next.set(relativePath, record);
      return record;
    },
    note(relativePath, status, digest, frontMatter) {
      if (Math.max(status.mtimeMs, status.ctimeMs) > now() - RACY_MS || !jsonSafe(frontMatter)) return;
      const { size, mtimeMs, ctimeMs, ino } = status;
      next.set(relativePath, { size, mtimeMs, ctimeMs, ino, digest, frontMatter });
    },
    async save() {
      const file = join(cacheDir, BOOK_FILE);
      const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
      const book: BookFile = { format: FORMAT, toolchain, root, records: Object.fromEntries(next) };
      try {
        await writeFile(temp, JSON.stringify(book));
        await rename(temp, file);
      } catch {
        // Without a book the next build reads every doc, as a first build does.
        await rm(temp, { force: true }).catch(() => {});
      }
    },
  };
}

/** The digest that stands for a doc's source in cache keys: a SHA-256 of the file's bytes, in base64url. */
export function sourceDigest(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

function readRecords(file: string, toolchain: string, root: string): Map<string, DocSourceRecord> {
  try {
    const book = JSON.parse(readFileSync(file, 'utf8')) as BookFile;
    if (book.format !== FORMAT || book.toolchain !== toolchain || book.root !== root || typeof book.records !== 'object' || book.records === null) return new Map();
    return new Map(Object.entries(book.records).filter(([, record]) => wellFormed(record)));
  } catch {
    return new Map();
  }
}

function sameStatus(record: DocSourceRecord, status: Stats): boolean {
  return record.size === status.size && record.mtimeMs === status.mtimeMs && record.ctimeMs === status.ctimeMs && record.ino === status.ino;
}

function wellFormed(record: DocSourceRecord | null | undefined): boolean {
  return (
    typeof record === 'object' &&
    record !== null &&
    [record.size, record.mtimeMs, record.ctimeMs, record.ino].every((n) => typeof n === 'number') &&
    typeof record.digest === 'string' &&
    typeof record.frontMatter === 'object' &&
    record.frontMatter !== null &&
    !Array.isArray(record.frontMatter)
  );
}

/** Whether JSON gives the very same value back: front matter with `.inf` or `.nan` is read again each build. */
function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return !Object.hasOwn(value, '__proto__') && Object.values(value).every(jsonSafe);
  }
  return false;
}
