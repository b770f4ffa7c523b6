import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { FOLDER_LIST } from '../write/remove-empty-folders.js';

/**
 * Deletes what `trashDir` holds where there is no `rm`: the fixed script a
 * detached Node process runs. Each entry is an old output folder moved there
 * whole (see `commitStagingDir`).
 */
const DELETE_ENTRIES = `const { readdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const dir = process.argv[1];
for (const name of readdirSync(dir)) {
  try { rmSync(join(dir, name), { recursive: true, force: true }); } catch {}
}`;

/**
 * Keeps the folders of the first entry as `$1` (when nothing is there yet) and
 * deletes the rest: every file of that entry, then the other entries. `mv` runs
 * only once every file is gone, so a folder found at `$1` holds none but the
 * list of its folders (`FOLDER_LIST`, NUL-separated paths from `./`), which
 * spares the build a walk of them (see `removeEmptyFolders`).
 */
const KEEP_FOLDERS = `dst=$1; src=$2; shift 2
if [ -e "$dst" ] || ! find "$src" ! -type d -delete || ! (cd "$src" && find . -mindepth 1 -type d -print0 > ${FOLDER_LIST}) || ! mv "$src" "$dst"; then rm -rf -- "$src"; fi
if [ $# -gt 0 ]; then rm -rf -- "$@"; fi`;

/** How the trash's entries are deleted: the command and its arguments. */
export interface TrashCommand {
  file: string;
  args: string[];
}

/**
 * The command that deletes `entries` (paths inside the trash). `rm -rf`
 * where there is one: deleting a 1000-page site (3100 files, 1100 folders)
 * took it 0.12 s of CPU against 0.4 s for a Node process, whose start-up
 * and JavaScript tree walk (`rmSync`) cost more than the deletions.
 */
export function trashCommand(entries: readonly string[], platform: NodeJS.Platform = process.platform, trashDir = '', folders?: string): TrashCommand {
  if (platform === 'win32') return { file: process.execPath, args: ['-e', DELETE_ENTRIES, trashDir] };
  if (folders !== undefined && entries.length > 0) return { file: 'sh', args: ['-c', KEEP_FOLDERS, 'sh', folders, ...entries] };
  return { file: 'rm', args: ['-rf', '--', ...entries] };
}

/**
 * Empties the build cache's trash in a detached, low-priority process, after
 * the new site is in place. Deleting the output a build replaced is thousands
 * of system calls (3100 files and 1100 folders at 1000 pages); done inside the
 * next build, as it was, those calls filled Node's I/O threads while that
 * build read its docs. Nothing waits for it: a deletion cut short (the
 * machine stops) leaves entries that the next one deletes. Returns whether
 * a process was started (false when the trash is empty or missing, or the
 * process cannot be started).
 *
 * @param folders Where to keep the folders of one entry, emptied of files, when nothing is
 *   there yet (not on Windows): the next build starts its staging folder from them
 *   (see `createStagingDir`) instead of making a thousand folders again.
 */
export function emptyTrashDetached(trashDir: string, folders?: string): boolean {
  try {
    const entries = readdirSync(trashDir).map((name) => join(trashDir, name));
    if (entries.length === 0) return false;
    const { file, args } = trashCommand(entries, process.platform, trashDir, folders);
    const child = spawn(file, args, { detached: true, stdio: 'ignore', windowsHide: true });
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
