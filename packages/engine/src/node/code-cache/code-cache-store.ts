import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { crc32 } from 'node:zlib';

/**
 * The environment variable naming the one folder to keep the caches in
 * instead: for an install whose own folder must not be written to, and for
 * tests, which must not meet the caches other processes write at the same time.
 * Worker threads inherit it.
 */
export const CODE_CACHE_DIR_ENV = 'QUIRE_CODE_CACHE_DIR';

/**
 * Where V8 code caches of Quire's own scripts are kept, like Python's
 * `__pycache__`: in a `.v8-cache` folder beside the script, or, when that
 * folder cannot be written (a global install owned by root), in a folder of
 * the user's own under the system's temporary folder; or only in the folder
 * {@link CODE_CACHE_DIR_ENV} names.
 *
 * Not in a site's cache folder: a cold build deletes that, and the code
 * cache is about the tool, not the site.
 *
 * Each file holds a CRC-32 of V8's data, then the data: V8 checks a cache's
 * header (version, flags, the source's length) but, in a release build, not
 * its payload, and a damaged payload could crash the process. The CRC of
 * the engine's cache (about 3 MB) takes about 1 ms.
 */
export class CodeCacheStore {
  /** The folders tried, best first: beside the script, then the user's own under the temporary folder. */
  readonly dirs: readonly string[];

  /**
   * @param scriptDir The folder of the script the caches are for.
   * @param tempDir The fallback folder (tests point it elsewhere).
   */
  constructor(scriptDir: string, tempDir = userTempDir()) {
    const chosen = process.env[CODE_CACHE_DIR_ENV];
    this.dirs = chosen ? [chosen] : [join(scriptDir, '.v8-cache'), tempDir];
  }

  /** The cache stored under `name`, checked against its CRC, or `undefined` when there is none (or it is damaged, or in a folder others could write). */
  read(name: string): { data: Buffer; file: string } | undefined {
    for (const [i, dir] of this.dirs.entries()) {
      const file = join(dir, name);
      let bytes: Buffer;
      try {
        // The shared temporary folder: only a folder of this user's that no one else can write (a planted cache would be run as code).
        if (i > 0 && !ownedPrivately(dir)) continue;
        bytes = readFileSync(file);
      } catch {
        continue;
      }
      if (bytes.length <= 4) continue;
      const data = bytes.subarray(4);
      if (bytes.readUInt32LE(0) === crc32(data)) return { data, file };
    }
    return undefined;
  }

  /**
   * Stores `data` under `name`, in the first folder that can be written, and
   * removes the other files there that `stale` names (the caches of a script
   * since rebuilt, so the folder does not grow with each version). Atomic: written
   * to a temporary file, then renamed, so a process reading at the same time
   * sees the old file or the new one. Never throws.
   *
   * @returns the file written, or `undefined` when no folder could be written.
   */
  write(name: string, data: Uint8Array, stale?: (entries: Array<{ name: string; mtimeMs: number }>) => string[]): string | undefined {
    const header = Buffer.alloc(4);
    header.writeUInt32LE(crc32(data), 0);
    for (const [i, dir] of this.dirs.entries()) {
      const file = join(dir, name);
      const temp = `${file}.${process.pid}-${threadId}.tmp`;
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        if (i > 0 && !ownedPrivately(dir)) continue;
        writeFileSync(temp, Buffer.concat([header, data]), { mode: 0o600 });
        renameSync(temp, file);
      } catch {
        removeQuietly(temp);
        continue;
      }
      if (stale !== undefined) removeStale(dir, stale);
      return file;
    }
    return undefined;
  }
}

/** `<tmp>/quire-v8-cache-<user>`: one folder per user, so no one else's cache is ever read. */
function userTempDir(): string {
  let user: string;
  try {
    user = String(process.getuid?.() ?? userInfo().username);
  } catch {
    user = 'user';
  }
  return join(tmpdir(), `quire-v8-cache-${user}`);
}

/** Whether `dir` is a real folder (not a link) of this user's that neither group nor others can write. */
function ownedPrivately(dir: string): boolean {
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) return false;
  if (process.getuid === undefined) return true;
  return stat.uid === process.getuid() && (stat.mode & 0o022) === 0;
}

/** Removes the files in `dir` that `stale` names, given each file's name and time written. */
function removeStale(dir: string, stale: (entries: Array<{ name: string; mtimeMs: number }>) => string[]): void {
  try {
    const entries = readdirSync(dir)
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => ({ name, mtimeMs: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }));
    for (const name of stale(entries)) removeQuietly(join(dir, name));
  } catch {
    // Only housekeeping.
  }
}

/** Removes a file if it is there; `force` alone still throws when a folder on the path is a file. */
function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Nothing to remove.
  }
}
