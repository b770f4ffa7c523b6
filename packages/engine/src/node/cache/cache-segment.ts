import { crc32 } from 'node:zlib';

/** First line of every segment file; bump the number when the record format changes. */
const SEGMENT_MAGIC = 'quire-cache-segment 1\n';

/** One record as found in a segment: its payload and the checksum it was written with. */
export interface SegmentRecord {
  payload: Buffer;
  crc: number;
}

/**
 * A segment file's bytes for a batch of records: the magic line, then for
 * each record a header line `<key> <crc32 hex> <byte length>` and the
 * payload. Many records in one file: a build reads its cache with a few
 * reads instead of one open, read and close per page.
 *
 * Made in chunks of about `chunkBytes`, for writing a large segment without
 * a second copy of all its records: at 5000 docs, the records and their copy
 * in one buffer were 200 MB that the main thread held until its next full GC.
 *
 * @param options.continued The records go on after others in a segment already begun: no magic line.
 */
export function* encodeSegmentChunks(records: ReadonlyMap<string, Uint8Array>, chunkBytes: number, options: { continued?: boolean } = {}): Generator<Buffer> {
  let parts: Uint8Array[] = options.continued ? [] : [Buffer.from(SEGMENT_MAGIC)];
  let size = options.continued ? 0 : SEGMENT_MAGIC.length;
  for (const [key, payload] of records) {
    parts.push(Buffer.from(`${key} ${crc32(payload).toString(16).padStart(8, '0')} ${payload.length}\n`, 'latin1'), payload);
    size += payload.length;
    if (size >= chunkBytes) {
      yield Buffer.concat(parts);
      parts = [];
      size = 0;
    }
  }
  if (parts.length > 0) yield Buffer.concat(parts);
}

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
    const match = newline < 0 || newline - at > 200 ? null : /^([0-9a-f]{64}) ([0-9a-f]{8}) (\d+)$/.exec(bytes.toString('latin1', at, newline));
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
