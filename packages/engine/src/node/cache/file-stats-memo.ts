import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/**
 * What `stat` says of a path: size, modification and change times (ms) and
 * inode, or null when there is nothing there. Any write, rename, `touch`,
 * `cp -p` or `chmod` changes one of them; the change time cannot be set back.
 */
type PathStats = [size: number, mtimeMs: number, ctimeMs: number, ino: number] | null;

interface MemoFile {
  /** What else the value depends on (say, the Node.js version); another key, another value. */
  key: string;
  paths: string[];
  stats: PathStats[];
  value: string;
}

/**
 * How much older than the memo every path must be. Linux stamps a file with
 * a coarse clock (a few ms per tick): a file rewritten in the tick it was
 * stat'ed in could keep its times. A path this old has had its last write
 * long before the memo saw it, so any later one shows (as Git's index does
 * for "racily clean" entries).
 */
const SETTLED_MS = 2000;

/** Reads and writes a value computed from files, remembered with their {@link PathStats}. */
export interface FileStatsMemo {
  /** The remembered value, when `paths` are exactly as they were when it was computed (same list, same stats) under the same `key`. */
  read(): string | undefined;
  /**
   * Remembers `value`, computed from `paths` as {@link read} found them (the stats are taken before the
   * files are read, so a file changed while it was read shows as changed next time). Not when a path
   * changed in the last {@link SETTLED_MS}, nor when the memo cannot be written (a read-only install).
   */
  write(value: string): void;
}

/**
 * A memo of a value derived from the content of files (a hash of them), so
 * that the next process need only `stat` them: one whose files are not exactly
 * as recorded (another size, time or inode, one added or removed) computes
 * it again. Used for what the engine's own code hashes to, like Python's
 * `__pycache__`: never for a site's files.
 *
 * @param memoFile Where the memo is kept.
 * @param key Anything besides the files that the value depends on.
 * @param paths The files the value is computed from, in a fixed order; missing ones count too (as absent).
 * @param now The clock (tests move it on).
 */
export function fileStatsMemo(memoFile: string, key: string, paths: readonly string[], now: () => number = Date.now): FileStatsMemo {
  const stats = paths.map(pathStats);
  return {
    read() {
      let memo: MemoFile;
      try {
        memo = JSON.parse(readFileSync(memoFile, 'utf8')) as MemoFile;
      } catch {
        return undefined;
      }
      if (memo.key !== key || typeof memo.value !== 'string' || !sameList(memo.paths, paths) || !sameStats(memo.stats, stats)) return undefined;
      return memo.value;
    },
    write(value) {
      const settled = now() - SETTLED_MS;
      if (stats.some((s) => s !== null && (s[1] > settled || s[2] > settled))) return;
      const memo: MemoFile = { key, paths: [...paths], stats, value };
      const temp = `${memoFile}.${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        writeFileSync(temp, JSON.stringify(memo));
        renameSync(temp, memoFile);
      } catch {
        try {
          rmSync(temp, { force: true });
        } catch {
          // Nothing was written, or nothing can be: the next build computes the value again.
        }
      }
    },
  };
}

function pathStats(path: string): PathStats {
  const info = statSync(path, { throwIfNoEntry: false });
  return info ? [info.size, info.mtimeMs, info.ctimeMs, info.ino] : null;
}

function sameList(a: unknown, b: readonly string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((item, i) => item === b[i]);
}

function sameStats(a: unknown, b: readonly PathStats[]): boolean {
  if (!Array.isArray(a) || a.length !== b.length) return false;
  return a.every((item: unknown, i) => {
    const expected = b[i]!;
    if (expected === null || item === null) return item === expected;
    return Array.isArray(item) && item.length === 4 && item.every((n, j) => n === expected[j]);
  });
}
