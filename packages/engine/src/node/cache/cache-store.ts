import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { readFile } from '../fast-fs.js';
import { decodeSegment, encodeSegmentChunks, verified, type PlacedRecord, type SegmentRecord } from './cache-segment.js';
import { payloadOf, readSegments, recordLength, scanSegments, SEGMENT_SUFFIX, type StoredRecord } from './segment-folder.js';
import { removeStaleTemps, TEMP_PREFIX, writeAtomically } from './write-atomically.js';

/**
 * The kinds of entry the build cache holds, one folder each. Docs and pages
 * are many and small: they are kept in segment files of many records each
 * (see `encodeSegmentChunks`). A compiled doc is two records: what every
 * build needs of it in `docs`, its body and search text in `docText`.
 * Client bundles are few and large: one file each.
 */
export type CacheKind = 'docs' | 'docText' | 'pages' | 'strip' | 'client';

type SegmentedKind = Exclude<CacheKind, 'client'>;
const SEGMENTED: readonly SegmentedKind[] = ['docs', 'docText', 'pages', 'strip'];

/** Kinds older versions kept, whose folders `prune` removes: parsed front matter now lives in the doc-source book (see `DocSourceBook`). */
const RETIRED_KINDS = ['frontMatter'];

/**
 * Kinds whose segments are scanned for their keys rather than read whole
 * (see `scanSegment`): rendered pages, of which a warm build reads only
 * the few it cannot lend from the last output, and usually finds none; and
 * docs' bodies and search text (17 of the 19 MB of a 1000-doc site), which
 * it reads only for the pages it renders or indexes again.
 */
const SCANNED: ReadonlySet<SegmentedKind> = new Set(['pages', 'docText']);

/**
 * Kinds whose entries serve docs a build may not touch (a memo of code
 * blocks' JavaScript): merging keeps every entry, not only the ones the
 * build used, until the kind grows past this many bytes.
 */
const KEEP_ALL_BELOW: Partial<Record<SegmentedKind, number>> = { strip: 16 * 1024 * 1024 };

/** The on-disk layout version. Bump it when the format changes; other layouts are removed. */
const LAYOUT = 'v1';

/** Bytes of a segment encoded at a time when it is written; see `encodeSegmentChunks`. */
const SEGMENT_CHUNK_BYTES = 1024 * 1024;

/**
 * Segments beyond this many are merged into one by `prune`. A cold build writes a segment per batch of
 * its threads (see `splitIntoBatches`), which therefore makes no more batches than this.
 */
export const MAX_SEGMENTS = 32;

/**
 * The same limit for the kinds a build scans rather than reads (`SCANNED`):
 * a scan reads each record's header, so it costs the same in one segment or
 * in hundreds, one file opened per segment aside. A cold build of 100 000
 * pages writes a segment per render batch (625) and per compile batch;
 * merging them for their count alone rewrote 4 GB (~35 s, a tenth of the
 * build) and saved the next build nothing measurable. They are still merged
 * once dead records make up too much of them (see `mostlyLive`).
 */
const MAX_SCANNED_SEGMENTS = 1024;

/** Client bundles kept beyond the one the build used. */
const SPARE_CLIENT_BUNDLES = 4;

/** What every entry header starts with, for the one-file entries. */
const ENTRY_MAGIC = 'quire-cache ';

/**
 * A folder of cache entries, each keyed by a content hash of everything it
 * was made from. Every file is written to a temp file and renamed into
 * place, so a reader sees a whole file or none, even when builds share the
 * folder or one is killed mid-write. Every entry carries a CRC-32, so one
 * damaged later (a full disk, a crash before the data reached the disk, a
 * stray edit) is detected and treated as absent. Failing to write is never
 * an error: the build's output does not depend on the cache, only its
 * speed does.
 */
export interface CacheStore {
  /** The folder holding this layout's entries. */
  readonly dir: string;
  /** An entry's payload, or undefined when there is none or it is damaged. */
  read(kind: CacheKind, key: string): Promise<Buffer | undefined>;
  /**
   * Stores an entry. Docs and pages are gathered and written as one segment
   * by `flush`; a client bundle is written at once, and may come in parts
   * (its files as esbuild made them), written as they are with one `writev`
   * rather than copied into one buffer first. Never rejects.
   */
  write(kind: CacheKind, key: string, payload: string | Uint8Array | readonly Uint8Array[]): Promise<void>;
  /** A synchronous reader of a segmented kind, for code that cannot wait (a unified plugin); loads the kind first. */
  lookup(kind: SegmentedKind): Promise<(key: string) => Buffer | undefined>;
  /**
   * Where an entry lies, without reading it yet: a function that reads its
   * payload when called, giving undefined if it is damaged (counted then)
   * or its segment is gone; undefined when there is no such entry. Counts
   * the entry as used.
   */
  locate(kind: SegmentedKind, key: string): Promise<(() => Buffer | undefined) | undefined>;
  /** Starts reading a segmented kind now, for entries the build will ask for later: the disk then works while the build does other things. */
  prefetch(kind: SegmentedKind): void;
  /** Counts an entry as used by this build, so `prune` keeps it (for entries another thread writes). */
  keep(kind: CacheKind, key: string): void;
  /**
   * Writes the docs and pages gathered so far as new segments. Never rejects.
   * The `docText` entries written are then found by `locate` without reading
   * the folder again, so a big build can keep docs' text on disk rather than
   * in memory once they are flushed (see `CompiledDocsCache.release`).
   */
  flush(): Promise<void>;
  /**
   * After a successful build: merges the segments of a kind into one, with
   * only the entries this build used, once there are many of them or they
   * hold more unused bytes than used ones; removes all but a few client
   * bundles, and temp files of killed builds.
   */
  prune(): Promise<void>;
  /** How many damaged entries were found and ignored. */
  readonly corrupt: number;
}

/**
 * Opens (creating it if needed) the cache under `cacheDir`. Returns
 * undefined when the folder cannot be made (a read-only site folder): the
 * build then runs without a cache.
 */
export async function openCacheStore(cacheDir: string): Promise<CacheStore | undefined> {
  const dir = join(cacheDir, LAYOUT);
  try {
    await Promise.all([...SEGMENTED, 'client'].map((kind) => mkdir(join(dir, kind), { recursive: true })));
  } catch {
    return undefined;
  }
  const used = Object.fromEntries([...SEGMENTED, 'client'].map((kind) => [kind, new Set<string>()])) as Record<CacheKind, Set<string>>;
  let pending = Object.fromEntries(SEGMENTED.map((kind) => [kind, new Map<string, Uint8Array>()])) as Record<SegmentedKind, Map<string, Uint8Array>>;
  const loaded = new Map<CacheKind, Promise<LoadedSegments>>();
  let corrupt = 0;
  // Where the entries this build wrote lie (kinds read by placement only): `locate` needs no scan of the folder for them.
  const written = new Map<string, PlacedRecord>();
  // Segments named from this time on were written while this build ran (see `compactSegments`).
  const openedAt = Date.now();

  const loadSegments = (kind: SegmentedKind) => {
    let segments = loaded.get(kind);
    if (!segments) {
      segments = (SCANNED.has(kind) ? scanSegments(join(dir, kind)) : readSegments(join(dir, kind))).then((found) => {
        corrupt += found.damaged;
        return { records: found.records, files: new Set(found.files) };
      });
      loaded.set(kind, segments);
    }
    return segments;
  };

  return {
    dir,
    get corrupt() {
      return corrupt;
    },
    keep: (kind, key) => void used[kind].add(key),
    prefetch: (kind) => void loadSegments(kind).catch(() => {}),
    async lookup(kind) {
      const { records } = await loadSegments(kind);
      return (key) => {
        const record = records.get(key);
        const payload = record && payloadOf(record);
        if (payload === 'damaged') corrupt++;
        if (!payload || payload === 'damaged') return undefined;
        used[kind].add(key);
        return payload;
      };
    },
    async locate(kind, key) {
      const record = (kind === 'docText' ? written.get(key) : undefined) ?? (await loadSegments(kind)).records.get(key);
      if (!record) return undefined;
      used[kind].add(key);
      return () => {
        const payload = payloadOf(record);
        if (payload === 'damaged') corrupt++;
        return payload === 'damaged' ? undefined : payload;
      };
    },
    async read(kind, key) {
      if (kind === 'client') {
        const payload = await readEntryFile(join(dir, kind, key));
        if (payload === 'damaged') corrupt++;
        if (payload === 'damaged' || payload === undefined) return undefined;
        used[kind].add(key);
        return payload;
      }
      const record = (await loadSegments(kind)).records.get(key);
      const payload = record && payloadOf(record);
      if (payload === 'damaged') corrupt++;
      if (!payload || payload === 'damaged') return undefined;
      used[kind].add(key);
      return payload;
    },
    async write(kind, key, payload) {
      // Encoded at once even when pending: a string made by concatenation (rendered markup) is a rope
      // of its pieces, which held until the flush took several times its bytes (worker heaps of 700 MB).
      const parts = typeof payload === 'string' ? [Buffer.from(payload, 'utf8')] : payload instanceof Uint8Array ? [payload] : payload;
      used[kind].add(key);
      if (kind !== 'client') {
        pending[kind].set(key, parts.length === 1 ? parts[0]! : Buffer.concat(parts));
        return;
      }
      // The checksum runs over the parts in turn; the bundle's megabytes are never copied into one buffer (each fresh
      // page of such a copy is a fault, and a cold build of a small site has nothing else to do on its main thread).
      const checksum = parts.reduce((crc, part) => crc32(part, crc), 0);
      const length = parts.reduce((n, part) => n + part.byteLength, 0);
      const header = Buffer.from(`${ENTRY_MAGIC}${checksum.toString(16).padStart(8, '0')} ${length}\n`, 'latin1');
      await writeAtomically(join(dir, kind), key, [[header, ...parts]]);
    },
    async flush() {
      const flushing = pending;
      pending = Object.fromEntries(SEGMENTED.map((kind) => [kind, new Map<string, Uint8Array>()])) as typeof pending;
      await Promise.all(
        SEGMENTED.map(async (kind) => {
          if (flushing[kind].size === 0) return;
          const name = segmentName();
          const file = join(dir, kind, name);
          const placed = new Map<string, PlacedRecord>();
          const track = kind === 'docText' ? (key: string, offset: number, length: number, crc: number) => void placed.set(key, { file, offset, length, crc }) : undefined;
          // Known only once the file is in place: a failed write leaves the entries where they were (nowhere).
          if (await writeAtomically(join(dir, kind), name, encodeSegmentChunks(flushing[kind], SEGMENT_CHUNK_BYTES, { placed: track }))) {
            for (const [key, record] of placed) written.set(key, record);
          }
        }),
      );
    },
    async prune() {
      await Promise.all([
        ...SEGMENTED.map((kind) =>
          compactSegments(join(dir, kind), used[kind], {
            keepAllBelow: KEEP_ALL_BELOW[kind] ?? 0,
            maxSegments: SCANNED.has(kind) ? MAX_SCANNED_SEGMENTS : MAX_SEGMENTS,
            openedAt,
            loaded: loaded.get(kind),
          }),
        ),
        pruneClientBundles(join(dir, 'client'), used.client),
        removeOtherLayouts(cacheDir),
        ...RETIRED_KINDS.map((kind) => rm(join(dir, kind), { recursive: true, force: true }).catch(() => {})),
      ]);
    },
  };
}

/** A new segment's file name: sortable by time, unique across processes and threads. */
function segmentName(): string {
  return `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}${SEGMENT_SUFFIX}`;
}

/** A kind's records as this build read them, and the segment files they came from. */
interface LoadedSegments {
  records: Map<string, StoredRecord>;
  files: ReadonlySet<string>;
}

/** When a segment was written, from its name (see `segmentName`); NaN for a name not made by it. */
function segmentTime(name: string): number {
  return parseInt(name.slice(0, 9), 36);
}

/**
 * Merges a kind's segments into one holding only the records `used` (all of them while the kind is smaller
 * than `keepAllBelow`), when there are more than `maxSegments` or they hold more dead bytes than live ones.
 *
 * @param openedAt When this build opened the store: segments written since hold what this build (or one
 *   running beside it) just made, which is live. Counting them so means a cold build, whose segments are all
 *   new, decides without reading them back (at 5000 pages that read held ~400 MB at the end of the build).
 * @param loaded The kind's records as this build read them, if it did: they tell how many of the older bytes
 *   on disk are live without reading and checksumming every segment again, which a warm build of a large site
 *   otherwise does on every run only to find there is nothing to merge.
 */
async function compactSegments(
  folder: string,
  used: ReadonlySet<string>,
  { keepAllBelow, maxSegments, openedAt, loaded }: { keepAllBelow: number; maxSegments: number; openedAt: number; loaded?: Promise<LoadedSegments> },
): Promise<void> {
  await removeStaleTemps(folder);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(SEGMENT_SUFFIX));
  if (names.length <= 1) return;
  const sizes = await Promise.all(names.map((name) => stat(join(folder, name)).then((s) => s.size, () => 0)));
  const total = sizes.reduce((a, b) => a + b, 0);
  // Cheap test first: most builds add one small segment and stop here.
  if (names.length <= maxSegments && total <= 4 * 1024 * 1024) return;
  const keepAll = total < keepAllBelow;
  if (keepAll && names.length <= maxSegments) return;
  if (!keepAll && names.length <= maxSegments) {
    // A lower bound of the live bytes: when even that says the segments are mostly live, the full count below would say so too.
    const { records, files } = (await loaded) ?? { records: new Map<string, StoredRecord>(), files: new Set<string>() };
    let live = 0;
    for (const key of used) {
      const record = records.get(key);
      if (record) live += recordLength(record);
    }
    names.forEach((name, i) => {
      if (!files.has(name) && segmentTime(name) >= openedAt) live += sizes[i]!;
    });
    if (mostlyLive(total, live)) return;
  }
  // Newest first, so that the first record of a key met is the one that wins; one segment in memory at a time.
  const files = names.sort().reverse();
  const wanted = (key: string, seen: ReadonlySet<string>) => (keepAll || used.has(key)) && !seen.has(key);
  if (!keepAll && files.length <= maxSegments) {
    // Merging only for the dead bytes: count the live ones first. (Past `maxSegments` it merges anyway.)
    let live = 0;
    const counted = new Set<string>();
    await eachSegment(folder, files, (records) => {
      for (const [key, record] of records) {
        if (!wanted(key, counted)) continue;
        counted.add(key);
        live += record.payload.length;
      }
    });
    if (mostlyLive(total, live)) return;
  }
  await writeAtomically(folder, segmentName(), mergedChunks(folder, files, wanted));
  await Promise.all(files.map((name) => unlink(join(folder, name)).catch(() => {})));
}

/**
 * Whether segments of `total` bytes, `live` of them still used, are worth keeping as they are: merging
 * rewrites the live bytes, reading them costs every later build the dead ones. Dead bytes up to half the
 * live ones (and 1 MB) are kept. An upgrade of Quire (a new toolchain, so every key new) leaves exactly
 * as many dead bytes as live ones: at "up to as many", the old entries, 19 MB of docs and 29 MB of pages
 * at 1000 pages, were read by every warm build until the segments grew past `MAX_SEGMENTS`.
 */
function mostlyLive(total: number, live: number): boolean {
  return total <= 1.5 * live + 1024 * 1024;
}

/**
 * The merged segment's bytes, made as they are written: each file of `files` is read in turn and the records
 * `wanted` (given the keys taken so far) whose checksum holds are encoded, so memory holds one segment at a time.
 */
async function* mergedChunks(folder: string, files: readonly string[], wanted: (key: string, taken: ReadonlySet<string>) => boolean): AsyncGenerator<Uint8Array[]> {
  const taken = new Set<string>();
  let begun = false;
  for (const name of files) {
    const bytes = await readFile(join(folder, name)).catch(() => undefined);
    if (!bytes) continue;
    const keep = new Map<string, Uint8Array>();
    for (const [key, record] of decodeSegment(bytes).records) {
      if (!wanted(key, taken)) continue;
      taken.add(key);
      const payload = verified(record);
      if (payload) keep.set(key, payload);
    }
    yield* encodeSegmentChunks(keep, SEGMENT_CHUNK_BYTES, { continued: begun });
    begun = true;
  }
}

/** Calls `each` with the records of every segment in `files`, read one at a time. */
async function eachSegment(folder: string, files: readonly string[], each: (records: Map<string, SegmentRecord>) => void): Promise<void> {
  for (const name of files) {
    // A segment removed by another build's `prune` in the meantime is simply not there.
    const bytes = await readFile(join(folder, name)).catch(() => undefined);
    if (bytes) each(decodeSegment(bytes).records);
  }
}

async function pruneClientBundles(folder: string, used: ReadonlySet<string>): Promise<void> {
  await removeStaleTemps(folder);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => !name.startsWith(TEMP_PREFIX) && !used.has(name));
  if (names.length <= SPARE_CLIENT_BUNDLES) return;
  const dated = await Promise.all(names.map(async (name) => ({ name, mtime: (await stat(join(folder, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
  dated.sort((a, b) => b.mtime - a.mtime);
  await Promise.all(dated.slice(SPARE_CLIENT_BUNDLES).map(({ name }) => rm(join(folder, name), { force: true }).catch(() => {})));
}

/** A one-file entry's payload; 'damaged' when its header, length or checksum is wrong. */
async function readEntryFile(file: string): Promise<Buffer | 'damaged' | undefined> {
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes) return undefined;
  const newline = bytes.indexOf(10);
  const match = newline < 0 || newline > 64 ? null : /^quire-cache ([0-9a-f]{8}) (\d+)$/.exec(bytes.toString('latin1', 0, newline));
  const payload = bytes.subarray(newline + 1);
  if (match && payload.length === Number(match[2]) && crc32(payload) === parseInt(match[1]!, 16)) return payload;
  await unlink(file).catch(() => {});
  return 'damaged';
}

/** Entries of an older (or newer) layout are unreadable to this engine: remove them. */
async function removeOtherLayouts(cacheDir: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => /^v\d+$/.test(name) && name !== LAYOUT).map((name) => rm(join(cacheDir, name), { recursive: true, force: true }).catch(() => {})),
  );
}
