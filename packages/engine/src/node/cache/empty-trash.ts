import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Deletes what `trashDir` holds: the fixed script the detached process runs.
 * Each entry is an old output folder moved there whole (see `commitStagingDir`).
 */
const DELETE_ENTRIES = `const { readdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const dir = process.argv[1];
for (const name of readdirSync(dir)) {
  try { rmSync(join(dir, name), { recursive: true, force: true }); } catch {}
}`;

/**
 * Empties the build cache's trash in a detached, low-priority process, after
 * the new site is in place. Deleting the output a build replaced is thousands
 * of system calls (3100 files and 1100 folders at 1000 pages); done inside the
 * next build, as it was, those calls filled Node's I/O threads while that
 * build read its docs. Nothing waits for it: a deletion cut short (the
 * machine stops) leaves entries that the next one deletes. Returns whether
 * a process was started (false when the trash is empty or missing, or the
 * process cannot be started).
 */
export function emptyTrashDetached(trashDir: string): boolean {
  try {
    if (readdirSync(trashDir).length === 0) return false;
    const child = spawn(process.execPath, ['-e', DELETE_ENTRIES, trashDir], { detached: true, stdio: 'ignore', windowsHide: true });
    child.on('error', () => {});
    if (child.pid !== undefined) {
      try {
        // Below whatever the user runs next (a dev server, another build): it has no hurry.
        setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at normal priority.
      }
    }
    child.unref();
    return child.pid !== undefined;
  } catch {
    return false;
  }
}
