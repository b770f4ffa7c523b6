import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Bytes of every file under `dir`; `known` gives the size of files already
 * measured, by path relative to `dir` (the previous-output records: at 1000
 * pages all but a few dozen of the 3100 files). Synchronous on purpose:
 * nothing else is left to run, and a thousand awaited `stat`s, each a round
 * trip to the thread pool, measured five to ten times slower than the same
 * calls made in a row (0.5-1.2 s against 0.07-0.17 s at 1000 pages).
 */
export function folderSize(dir: string, known: ReadonlyMap<string, number> = new Map()): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const name = entry.parentPath === dir ? entry.name : `${entry.parentPath.slice(dir.length + 1)}/${entry.name}`;
    total += known.get(name.split('\\').join('/')) ?? statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}
