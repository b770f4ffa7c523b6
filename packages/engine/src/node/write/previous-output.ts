import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { readFile, writeFile } from '../fast-fs.js';
import { hashedSearchFolders } from '../search/hashed-search-folders.js';

/**
 * The folders of the output whose files have a hash of their content in
 * their name, relative to the output folder: what is there under one name
 * never has other bytes (README, "Hashed assets"), for one toolchain.
 * The search index names its term buckets, page tables and fragments by a
 * hash of their uncompressed bytes: `hashedSearchFolders` lists their folders.
 */
const HASHED_DIRS = ['assets'];

/** Where the records are kept in the cache folder. */
const RECORDS_FILE = 'previous-output.json';

/** Bumped when the records' format changes; other formats are ignored. */
const FORMAT = 2;

/**
 * A file as the last build left it: size, modification time (ms) and inode;
 * for a file whose name says nothing of its content (a page's HTML), also
 * the key of what it was made from (see `PreviousOutput.expect`).
 */
type FileRecord = [size: number, mtimeMs: number, ino: number, key?: string];

interface RecordsFile {
  format: number;
  outDir: string;
  /** The toolchain that wrote the files: another one (say, a new gzip) may write other bytes under a name. */
  toolchain: string;
  files: Record<string, FileRecord>;
}

/**
 * The output of the last successful build, for files whose name is a hash of
 * their content (route chunks, the search index's buckets and fragments): one this
 * build would write under the same name it hard-links into its staging
 * folder instead, which costs one system call instead of making the text
 * and writing it. Pages' HTML files are lent the same way, by a key of what
 * each was made from (see `expect`). The previous output stays whole until
 * the swap, and a link leaves it untouched, so the staging folder's safety is
 * kept: a build never writes to a path it linked.
 *
 * A file is linked only while it is exactly as the last build left it
 * (same size, modification time and inode as recorded then): one edited or
 * replaced in the output folder since is written afresh.
 */
export interface PreviousOutput {
  /**
   * Hard-links the previous output's `file` (relative to the output folder)
   * to `to`, when it is as recorded; false when it is not, or cannot be linked
   * (another file system, no such file): the caller then writes it.
   *
   * @param key For a file outside the hashed folders: what this build would make it from
   *   (see `expect`); linked only when the last build recorded the same key.
   */
  link(file: string, to: string, key?: string): boolean;
  /**
   * Whether the last build recorded `file` (with `key`, for a file outside the hashed folders): only
   * then can `link` lend it. A first build records nothing, and need not prepare anything for a link.
   */
  holds(file: string, key?: string): boolean;
  /**
   * Tells that this build writes (or links) `file`, a file whose name is no hash of
   * its content, from `key`, a hash of everything that decides its bytes: `record`
   * keeps it with the file, so the next build can link it when its key is the same.
   */
  expect(file: string, key: string): void;
  /**
   * The recorded files under `folder` (relative to the output folder), with paths
   * and `link` relative to it.
   */
  folder(folder: string): { files: string[]; link(file: string, to: string): boolean };
  /** How many files were linked so far. */
  readonly linked: number;
  /**
   * Records the hashed files of one finished part of the staging folder, before it is swapped
   * in (the swap renames the folder: the files keep their inode and times): `'site'`, the
   * hashed assets and the files `expect` named, once the pages and the site's own files are
   * written; `'search'`, the search index's hashed folders, once it has written them. Returns the size of
   * each file recorded, by path relative to the folder: most of the site's files, which the
   * build's summary then need not measure again.
   */
  record(staging: string, part: 'site' | 'search'): ReadonlyMap<string, number>;
  /** Writes what `record` found for the next build; after the swap. Never rejects. */
  save(): Promise<void>;
}

/**
 * The records the last build into `outDir` kept in `cacheDir`; none when
 * there are none (a first build, another output folder or toolchain, a
 * damaged file).
 *
 * @param toolchain See `toolchainFingerprint`.
 */
export async function openPreviousOutput(cacheDir: string, outDir: string, toolchain: string): Promise<PreviousOutput> {
  const file = join(cacheDir, RECORDS_FILE);
  const previous = await readRecords(file, outDir, toolchain);
  let next: RecordsFile | undefined;
  // A linked file is the recorded one (same inode, size and time): its record carries over without a stat.
  const linkedRecords = new Map<string, FileRecord>();
  const keyed = new Map<string, string>();
  const link = (name: string, to: string, key?: string): boolean => {
    const record = previous.get(name);
    // A record with a key stands for those bytes only when made from the same inputs.
    if (!record || record[3] !== key) return false;
    try {
      const from = join(outDir, name);
      const info = lstatSync(from);
      if (!info.isFile() || info.size !== record[0] || info.mtimeMs !== record[1] || info.ino !== record[2]) return false;
      linkSync(from, to);
      linkedRecords.set(name, record);
      return true;
    } catch {
      return false;
    }
  };
  return {
    get linked() {
      return linkedRecords.size;
    },
    link,
    holds(name, key) {
      const record = previous.get(name);
      return record !== undefined && record[3] === key;
    },
    expect(file, key) {
      keyed.set(file, key);
    },
    folder(folder) {
      const prefix = `${folder}/`;
      const files = [...previous.keys()].filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length));
      return { files, link: (file, to) => link(prefix + file, to) };
    },
    record(staging, part) {
      next ??= { format: FORMAT, outDir, toolchain, files: {} };
      const { files } = next;
      const sizes = new Map<string, number>();
      const add = (name: string, record: FileRecord) => {
        files[name] = record;
        sizes.set(name, record[0]);
      };
      // Synchronous on purpose: a thousand stats in a row cost a fraction of as many awaited ones.
      for (const folder of part === 'site' ? HASHED_DIRS : hashedSearchFolders()) {
        const entries = existsSync(join(staging, folder)) ? readdirSync(join(staging, folder), { withFileTypes: true, recursive: true }) : [];
        for (const entry of entries) {
          if (!entry.isFile()) continue;
          const path = join(entry.parentPath, entry.name);
          const name = relative(staging, path).split('\\').join('/');
          const known = linkedRecords.get(name);
          if (known) {
            add(name, known);
            continue;
          }
          const info = statSync(path);
          add(name, [info.size, info.mtimeMs, info.ino]);
        }
      }
      if (part === 'search') return sizes;
      for (const [name, key] of keyed) {
        const known = linkedRecords.get(name);
        if (known) {
          add(name, known);
          continue;
        }
        try {
          const info = statSync(join(staging, name));
          if (info.isFile()) add(name, [info.size, info.mtimeMs, info.ino, key]);
        } catch {
          // Not written after all: nothing to lend the next build.
        }
      }
      return sizes;
    },
    async save() {
      if (!next) return;
      const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        await writeFile(temp, JSON.stringify(next));
        await rename(temp, file);
      } catch {
        await rm(temp, { force: true }).catch(() => {});
      }
    },
  };
}

async function readRecords(file: string, outDir: string, toolchain: string): Promise<Map<string, FileRecord>> {
  try {
    const records = JSON.parse((await readFile(file)).toString('utf8')) as RecordsFile;
    if (records.format !== FORMAT || records.outDir !== outDir || records.toolchain !== toolchain || typeof records.files !== 'object') return new Map();
    return new Map(Object.entries(records.files).filter(([, r]) => Array.isArray(r) && (r.length === 3 || (r.length === 4 && typeof r[3] === 'string'))));
  } catch {
    return new Map();
  }
}
