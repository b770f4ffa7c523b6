import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/** First line of every segment file; bump the number when the record format changes. */
const SEGMENT_MAGIC = 'quire-cache-segment 1\n';

/** One record as found in a segment read whole: its payload and the checksum it was written with. */
export interface SegmentRecord {
  payload: Buffer;
  crc: number;
}

/** One record as found by {@link scanSegment}: where its payload lies in the segment's file, not the payload. */
export interface PlacedRecord {
  file: string;
  offset: number;
  length: number;
  crc: number;
}

/** The longest header line a segment holds: a 64-digit key, an 8-digit checksum, a length. */
const HEADER_MAX = 200;
const HEADER = /^([0-9a-f]{64}) ([0-9a-f]{8}) (\d+)$/;

/**
 * A segment file's bytes for a batch of records: the magic line, then for
 * each record a header line `<key> <crc32 hex> <byte length>` and the
 * payload. Many records in one file: a build reads its cache with a few
 * reads instead of one open, read and close per page.
 *
 * Made in chunks of about `chunkBytes`, each a list of the buffers to write
 * one after the other (with `writev`): neither all the records nor a chunk
 * are copied into one buffer. At 5000 docs, the records and their copy in
 * one buffer were 200 MB that the main thread held until its next full GC;
 * merging a warm 1000-page site's segments, copying them chunk by chunk
 * into fresh buffers took ~100 ms of the main thread, most of it in first
 * touches of fresh memory.
 *
 * @param options.continued The records go on after others in a segment already begun: no magic line.
 * @param options.placed Told where each record's payload lies in the file, counting from the
 *   file's start (a new segment: not `continued`), with its checksum, as {@link scanSegment} would find it.
 */
export function* encodeSegmentChunks(
  records: ReadonlyMap<string, Uint8Array>,
  chunkBytes: number,
  options: { continued?: boolean; placed?: (key: string, offset: number, length: number, crc: number) => void } = {},
): Generator<Uint8Array[]> {
  let parts: Uint8Array[] = options.continued ? [] : [Buffer.from(SEGMENT_MAGIC)];
  let size = options.continued ? 0 : SEGMENT_MAGIC.length;
  let offset = size;
  for (const [key, payload] of records) {
    const crc = crc32(payload);
    const header = Buffer.from(`${key} ${crc.toString(16).padStart(8, '0')} ${payload.length}\n`, 'latin1');
    parts.push(header, payload);
    offset += header.length;
    options.placed?.(key, offset, payload.length, crc);
    offset += payload.length;
    size += payload.length;
    // Linux writes at most 1024 buffers in one call: a chunk of many small records is cut there.
    if (size >= chunkBytes || parts.length >= MAX_PARTS) {
      yield parts;
      parts = [];
      size = 0;
    }
  }
  if (parts.length > 0) yield parts;
}

/** Most buffers in one chunk of {@link encodeSegmentChunks} (an even number: a header and its payload stay together). */
const MAX_PARTS = 1024;

/**
 * The records of a segment by key. Reading stops at the first header that
 * does not parse or a payload cut short (a damaged file): what came before
 * is kept, and `damaged` says the rest was lost. Payloads are not checked
 * here; `verified` checks one when it is used.
 */
export function decodeSegment(bytes: Buffer): { records: Map<string, SegmentRecord>; damaged: boolean } {
  const records = new Map<string, SegmentRecord>();
  if (!bytes.subarray(0, SEGMENT_MAGIC.length).equals(Buffer.from(SEGMENT_MAGIC))) return { records, damaged: true };
  let at = SEGMENT_MAGIC.length;
  while (at < bytes.length) {
    const newline = bytes.indexOf(10, at);
    const match = newline < 0 || newline - at > HEADER_MAX ? null : HEADER.exec(bytes.toString('latin1', at, newline));
    if (!match) return { records, damaged: true };
    const end = newline + 1 + Number(match[3]);
    if (end > bytes.length) return { records, damaged: true };
    records.set(match[1]!, { payload: bytes.subarray(newline + 1, end), crc: parseInt(match[2]!, 16) });
    at = end;
  }
  return { records, damaged: false };
}

/** The record's payload if its checksum still matches, else undefined. */
export function verified(record: SegmentRecord): Buffer | undefined {
  return crc32(record.payload) === record.crc ? record.payload : undefined;
}

/**
 * The records of the segment file `file` by key, found by reading only the
 * header lines, each where the record before it ends: the payloads stay on
 * disk until {@link readPlacedRecord} fetches one. Damage is met as by
 * {@link decodeSegment}. A file that is gone (another build's `prune`
 * merged it meanwhile) has no records.
 *
 * Why: a warm build looks up one or two rendered pages (those it must
 * render, which are new) among a thousand it lends from the last output;
 * reading the 30 MB of a 1000-page site's page segments to find nothing
 * cost it ~85 ms, most of it in first touches of fresh memory.
 */
export function scanSegment(file: string): { records: Map<string, PlacedRecord>; damaged: boolean } {
  const records = new Map<string, PlacedRecord>();
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return { records, damaged: false };
  }
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.allocUnsafe(HEADER_MAX + 1);
    const magic = Buffer.from(SEGMENT_MAGIC);
    if (readAt(fd, head.subarray(0, magic.length), 0) !== magic.length || !head.subarray(0, magic.length).equals(magic)) return { records, damaged: true };
    let at = magic.length;
    while (at < size) {
      const read = readAt(fd, head, at);
      const newline = head.subarray(0, read).indexOf(10);
      const match = newline < 0 ? null : HEADER.exec(head.toString('latin1', 0, newline));
      if (!match) return { records, damaged: true };
      const offset = at + newline + 1;
      const length = Number(match[3]);
      if (offset + length > size) return { records, damaged: true };
      records.set(match[1]!, { file, offset, length, crc: parseInt(match[2]!, 16) });
      at = offset + length;
    }
    return { records, damaged: false };
  } catch {
    return { records, damaged: true };
  } finally {
    closeSync(fd);
  }
}

/**
 * The payload of a record {@link scanSegment} found: 'damaged' when its
 * checksum no longer holds or its file was cut short, undefined when the
 * file is gone (merged by another build meanwhile: the entry is simply absent).
 */
export function readPlacedRecord(record: PlacedRecord): Buffer | 'damaged' | undefined {
  let fd: number;
  try {
    fd = openSync(record.file, 'r');
  } catch {
    return undefined;
  }
  try {
    const payload = Buffer.allocUnsafe(record.length);
    if (readAt(fd, payload, record.offset) !== record.length) return 'damaged';
    return crc32(payload) === record.crc ? payload : 'damaged';
  } catch {
    return 'damaged';
  } finally {
    closeSync(fd);
  }
}

/** Reads into all of `into` from `position`, or up to the end of the file; returns the bytes read. */
function readAt(fd: number, into: Buffer, position: number): number {
  let done = 0;
  while (done < into.length) {
    const read = readSync(fd, into, done, into.length - done, position + done);
    if (read === 0) break;
    done += read;
  }
  return done;
}
