import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFile } from '../fast-fs.js';

/** How the build cache's temp files begin: every reader of a cache folder skips them. */
export const TEMP_PREFIX = '.tmp-';

/** A temp file this old belongs to a build that was killed before it could rename it. */
const STALE_TEMP_MS = 10 * 60_000;

/**
 * Writes a temp file beside `name` and renames it into place; gives up quietly, returning false.
 * `bytes` may come in chunks of buffers, made as they are written (see `encodeSegmentChunks`).
 */
export async function writeAtomically(folder: string, name: string, bytes: Uint8Array | Iterable<Uint8Array[]> | AsyncIterable<Uint8Array[]>): Promise<boolean> {
  const temp = join(folder, `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
  try {
    if (bytes instanceof Uint8Array) await writeFile(temp, bytes);
    else await writeChunks(temp, bytes);
    await rename(temp, join(folder, name));
    return true;
  } catch {
    await rm(temp, { force: true }).catch(() => {});
    return false;
  }
}

/** Writes each chunk's buffers with one `writev`; a write cut short (a full disk) fails, and the caller drops the file. */
async function writeChunks(file: string, chunks: Iterable<Uint8Array[]> | AsyncIterable<Uint8Array[]>): Promise<void> {
  const handle = await open(file, 'w');
  try {
    for await (const parts of chunks) {
      const { bytesWritten } = await handle.writev(parts);
      if (bytesWritten !== parts.reduce((n, part) => n + part.byteLength, 0)) throw new Error(`short write to ${file}`);
    }
  } finally {
    await handle.close();
  }
}

/** Another build may be writing its temp files right now: only old ones are leftovers. */
export async function removeStaleTemps(folder: string): Promise<void> {
  const now = Date.now();
  const temps = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.startsWith(TEMP_PREFIX));
  await Promise.all(
    temps.map(async (name) => {
      const info = await stat(join(folder, name)).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await rm(join(folder, name), { force: true }).catch(() => {});
    }),
  );
}
