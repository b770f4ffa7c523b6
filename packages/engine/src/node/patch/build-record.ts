import { closeSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import type { SidebarViewModules } from '../sidebars/sidebar-views.js';
import { writeAtomically } from '../cache/write-atomically.js';

/** Where the record is kept in the cache folder: its index, and the page data and sidebar texts it points into. */
const RECORD_FILE = 'last-build.json';
const PAGES_FILE = 'last-build-pages.bin';

/** Bumped when the record's layout or what it stands for changes; a record of another format is ignored. */
const FORMAT = 1;

/** A file's status as the record keeps it: what changes when the file is written or replaced. */
export type FileStamp = [size: number, mtimeMs: number, ctimeMs: number, ino: number];

/** A byte range of the pages file. */
export type ByteRange = [offset: number, length: number];

/**
 * A doc's page as the last build planned it: what rendering it again needs
 * when only its body changed (see `patchBuild`).
 */
export interface RecordedPage {
  /** The route's page data less the body (`pageMetaJson`), in the pages file. */
  meta: ByteRange;
  /** The readable part of its chunk's name (see `routeChunkName`). */
  name: string;
  /** The sidebar view's JSON text the page shows, in the pages file. */
  sidebar?: ByteRange;
  /** The pruned sidebar's modules its chunk imports, as an index into `BuildRecord.sidebarModules`. */
  sidebarModules?: number;
  /** Its page's number in the search index, when it is indexed. */
  searchPage?: number;
}

/** What the record keeps of a doc in its pages file, read only for a doc that changed. */
export interface DocDetails {
  /** `docShape` of the doc: what any other page, or the site's shared files, read of it. */
  shape: string;
  /** Absent when the doc's page cannot be made again alone: a page that is code (MDX), or one with a warning. */
  page?: RecordedPage;
}

/** One doc of the last build, its details read (see `recordedDoc`). */
export interface RecordedDoc extends DocDetails {
  relativePath: string;
  route: string;
  /** `sourceDigest` of the text the build read, when recorded (see `BuildRecord.digests`). */
  digest?: string;
}

/**
 * The files of one recorded folder and their statuses, in the order the
 * walk found them (see `inputStamps`). The folder `''` lists files by
 * absolute path: images docs show from outside the recorded folders.
 */
export interface FolderStamps {
  path: string;
  /** Paths relative to the folder, with forward slashes. */
  files: string[];
  /** Four numbers a file, in the order of `files` (see `FileStamp`). */
  stamps: number[];
}

/**
 * What a finished build leaves in the cache for the next one to rebuild
 * only what changed (see `patchBuild`): the status of every file it read
 * besides its packages, each doc's shape and page, and the warnings it
 * printed. Written after the output is in place; removed before a patch
 * touches the output, so a patch cut short leaves no record and the next
 * build is whole. Kept compact (a 100 000-page site's is ~15 MB): every
 * patch reads it whole.
 */
export interface BuildRecord {
  format: number;
  toolchain: string;
  /** The output folder it describes. */
  outDir: string;
  /** `buildInputsDigest` of everything besides the files that decides the output. */
  inputs: string;
  /** When the files' status was taken (ms): a file changed within `RACY_MS` before it counts as changed. */
  takenAt: number;
  /** The recorded folders (see `recordedFolders`), the docs folder first, then the files outside them. */
  folders: FolderStamps[];
  /** Each doc, in the content phase's order: its file's number in the docs folder's `files`, its route, and where its `DocDetails` are in the pages file. */
  docs: Array<[file: number, route: string, ...details: ByteRange]>;
  /**
   * `sourceDigest` of the text the build read, by doc number, for a file
   * changed within `RACY_MS` of `takenAt`: its status alone cannot tell a
   * later write, so the next build compares the text.
   */
  digests: Record<string, string>;
  /** The distinct pruned-sidebar modules of the pages. */
  sidebarModules: SidebarViewModules[];
  /** The warnings the build printed, printed again by a patch. */
  warnings: Diagnostic[];
  /** How many pages the output holds, and its size in bytes. */
  pages: number;
  outputBytes: number;
  /** `route-manifest.json` as the build left it: another status means the output was touched since. */
  manifestStamp: FileStamp;
}

/** Doc number `index` of a record, its details read from the pages file. */
export function recordedDoc(record: BuildRecord, pages: RecordPagesFile, index: number): RecordedDoc {
  const [file, route, offset, length] = record.docs[index]!;
  const details = JSON.parse(pages.text([offset, length])) as DocDetails;
  const digest = record.digests[index];
  return { relativePath: record.folders[0]!.files[file]!, route, ...details, ...(digest !== undefined && { digest }) };
}

/** The record of the last build into `outDir` by this toolchain, with a reader of its pages file; undefined when there is none or it does not parse. */
export function readBuildRecord(cacheDir: string, toolchain: string, outDir: string): { record: BuildRecord; pages: RecordPagesFile } | undefined {
  let record: BuildRecord;
  try {
    record = JSON.parse(readFileSync(join(cacheDir, RECORD_FILE), 'utf8')) as BuildRecord;
  } catch {
    return undefined;
  }
  if (record.format !== FORMAT || record.toolchain !== toolchain || record.outDir !== outDir || !Array.isArray(record.docs) || !Array.isArray(record.folders)) return undefined;
  return { record, pages: recordPagesFile(join(cacheDir, PAGES_FILE)) };
}

/** Reads byte ranges of a record's pages file. */
export interface RecordPagesFile {
  /** The text at `range`; throws when the file is gone or short (the caller then builds whole). */
  text(range: ByteRange): string;
}

function recordPagesFile(file: string): RecordPagesFile {
  return {
    text([offset, length]) {
      const fd = openSync(file, 'r');
      try {
        const bytes = Buffer.alloc(length);
        if (readSync(fd, bytes, 0, length, offset) !== length) throw new Error(`${file} is shorter than its record says.`);
        return bytes.toString('utf8');
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** Writes a record's index (its pages file is written by `BuildRecorder`); never rejects, false when it could not. */
export function writeBuildRecord(cacheDir: string, record: Omit<BuildRecord, 'format'>): Promise<boolean> {
  return writeAtomically(cacheDir, RECORD_FILE, Buffer.from(JSON.stringify({ format: FORMAT, ...record })));
}

/** Removes the record: the output is about to change in a way it does not describe. */
export function removeBuildRecord(cacheDir: string): void {
  rmSync(join(cacheDir, RECORD_FILE), { force: true });
}

/** The pages file's path in `cacheDir`, for the recorder to write. */
export function recordPagesPath(cacheDir: string): string {
  return join(cacheDir, PAGES_FILE);
}
