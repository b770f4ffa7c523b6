import { renameSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { processIsRunning } from '../process-is-running.js';
import { isPausing, pauseForTest } from '../test-pause.js';

const STAGING_MARK = '.quire-staging-';
const RETIRED_MARK = '.quire-retired-';

/**
 * A fresh, empty folder beside the output folder to build into. Being on the
 * same file system as the output folder lets {@link commitStagingDir} swap
 * with a rename instead of a copy.
 *
 * First it tidies up after builds that were killed: a previous site left
 * renamed aside by a build killed in the middle of its swap is put back, and
 * staging and retired folders of builds that are no longer running are
 * removed, so they never pile up. Those of a build still running (another
 * `quire build` into the same folder) are left alone.
 *
 * @param options.folders A folder tree without files on the same file system (the folders of
 *   an output the cache's trash kept, see `emptyTrashDetached`) to take as the staging folder:
 *   renaming it costs one call where making a large site's folders anew costs a thousand
 *   (slow ones, right after the last output's deletion). The build then removes the folders
 *   it left empty (see `removeEmptyFolders`). Made afresh when there is none.
 */
export async function createStagingDir(outDir: string, options: { folders?: string } = {}): Promise<string> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  await mkdir(parent, { recursive: true });
  const leftovers = (await readdir(parent)).map((entry) => parseLeftover(name, entry)).filter((l) => l !== undefined);
  const abandoned = leftovers.filter((l) => l.pid === process.pid || !processIsRunning(l.pid));
  await restoreRetiredOutput(outDir, abandoned.filter((l) => l.kind === 'retired').map((l) => join(parent, l.entry)));
  for (const leftover of abandoned) await removeQuietly(join(parent, leftover.entry));
  const staging = join(parent, `${name}${STAGING_MARK}${process.pid}-${randomBytes(3).toString('hex')}`);
  if (options.folders !== undefined && (await rename(options.folders, staging).then(() => true, () => false))) return staging;
  await mkdir(staging);
  return staging;
}

/**
 * Puts a finished staging folder in place of the output folder. The old
 * output is renamed aside first and removed only once the new one is in
 * place, so at every instant a complete site exists under one of the two
 * names, and a failure puts the old one back.
 *
 * This is two renames, not one: between them (microseconds) the output path
 * does not exist, and a reader looking then gets "not found". Linux can
 * swap two folders in one step (`renameat2` with `RENAME_EXCHANGE`), but Node
 * has no call for it. A build killed in that gap leaves the previous site
 * under its retired name, and the next build puts it back before anything
 * else (see {@link createStagingDir}).
 *
 * @param options.retireInto A folder on the same file system (the build cache's trash) to move the old
 *   output into instead of deleting it now; the caller has it emptied without waiting (see `emptyTrashDetached`).
 */
export async function commitStagingDir(staging: string, outDir: string, options: { retireInto?: string } = {}): Promise<void> {
  const retired = join(dirname(outDir), `${basename(outDir)}${RETIRED_MARK}${process.pid}`);
  const hadOutput = await exists(outDir);
  // Synchronous and back to back, so that nothing else this process does (and
  // no signal handler) runs between them: the gap is two system calls wide.
  if (hadOutput) renameSync(outDir, retired);
  try {
    if (isPausing('swap')) await pauseForTest('swap');
    renameSync(staging, outDir);
  } catch (error) {
    if (hadOutput) renameSync(retired, outDir);
    throw error;
  }
  if (hadOutput) {
    await pauseForTest('swapped');
    // Deleting a big site is thousands of calls: moved into the cache's trash,
    // it is deleted by a process the build does not wait for.
    if (options.retireInto !== undefined && (await moveInto(retired, options.retireInto))) return;
    // The new site is in place: failing to delete the old one (say, a folder
    // in it that is not writable) must not fail the build. The next build
    // tries again.
    await removeQuietly(retired);
  }
}

/** Moves a folder into `folder` under a fresh name; false when it cannot (another file system). */
async function moveInto(dir: string, folder: string): Promise<boolean> {
  try {
    await mkdir(folder, { recursive: true });
    await rename(dir, join(folder, `${process.pid}-${randomBytes(3).toString('hex')}`));
    return true;
  } catch {
    return false;
  }
}

/** Removes a staging folder after a failed build. */
export async function discardStagingDir(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}

interface Leftover {
  entry: string;
  kind: 'staging' | 'retired';
  /** The process that made it, from its name: `build.quire-staging-<pid>-<random>`, `build.quire-retired-<pid>`. */
  pid: number;
}

function parseLeftover(name: string, entry: string): Leftover | undefined {
  for (const [kind, mark] of [['staging', STAGING_MARK], ['retired', RETIRED_MARK]] as const) {
    if (!entry.startsWith(name + mark)) continue;
    const pid = Number(/^\d+/.exec(entry.slice(name.length + mark.length))?.[0] ?? NaN);
    return { entry, kind, pid };
  }
  return undefined;
}

/**
 * With no output folder but a retired one, a build was killed between the
 * two renames of its swap: the retired folder is the complete previous site.
 */
async function restoreRetiredOutput(outDir: string, retired: string[]): Promise<void> {
  if (retired.length === 0 || (await exists(outDir))) return;
  // There is one unless several builds were killed mid-swap in a row; the newest is the last site.
  const newest = (await Promise.all(retired.map(async (path) => ({ path, mtime: (await stat(path)).mtimeMs })))).sort(
    (a, b) => b.mtime - a.mtime,
  )[0]!;
  await rename(newest.path, outDir);
}

async function removeQuietly(path: string): Promise<void> {
  try {
    await rm(path, { recursive: true, force: true });
  } catch {
    // Left for a later build; it never stands in the way of this one.
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
