import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readFile } from '../fast-fs.js';
import { decodeSegment, readPlacedRecord, scanSegment, verified, type PlacedRecord, type SegmentRecord } from './cache-segment.js';

/** The ending of a segment file's name (see `encodeSegmentChunks`). */
export const SEGMENT_SUFFIX = '.seg';

/** A record of a kind read whole (`readSegments`), or of one scanned for its keys (`scanSegments`). */
export type StoredRecord = SegmentRecord | PlacedRecord;

/** A record's payload if its checksum holds; 'damaged' if not; undefined if a scanned record's file is gone. */
export function payloadOf(record: StoredRecord): Buffer | 'damaged' | undefined {
  if ('file' in record) return readPlacedRecord(record);
  return verified(record) ?? 'damaged';
}

/** Bytes of a record's payload. */
export function recordLength(record: StoredRecord): number {
  return 'file' in record ? record.length : record.payload.length;
}

/** Where every record of every segment in `folder` lies, its headers read one after the other; a later segment's record wins. */
export async function scanSegments(folder: string): Promise<{ records: Map<string, StoredRecord>; damaged: number; files: string[] }> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(SEGMENT_SUFFIX)).sort();
  const records = new Map<string, StoredRecord>();
  let damaged = 0;
  for (const name of files) {
    const segment = scanSegment(join(folder, name));
    if (segment.damaged) damaged++;
    for (const [key, record] of segment.records) records.set(key, record);
  }
  return { records, damaged, files };
}

/** Every record of every segment in `folder`; a later segment's record wins over an earlier one's. */
export async function readSegments(folder: string): Promise<{ records: Map<string, SegmentRecord>; damaged: number; files: string[] }> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(SEGMENT_SUFFIX)).sort();
  // A segment removed by another build's `prune` in the meantime is simply not there.
  const contents = await Promise.all(files.map((name) => readFile(join(folder, name)).catch(() => undefined)));
  const records = new Map<string, SegmentRecord>();
  let damaged = 0;
  for (const bytes of contents) {
    if (!bytes) continue;
    const segment = decodeSegment(bytes);
    if (segment.damaged) damaged++;
    for (const [key, record] of segment.records) records.set(key, record);
  }
  return { records, damaged, files };
}
