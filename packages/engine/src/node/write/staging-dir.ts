import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

const STAGING_MARK = '.quire-staging-';
const RETIRED_MARK = '.quire-retired-';

/**
 * A fresh, empty folder beside the output folder to build into. Staging and
 * retired folders left by builds that were killed are removed first, so
 * they never pile up. Being on the same file system as the output folder
 * lets {@link commitStagingDir} swap with a rename instead of a copy.
 */
export async function createStagingDir(outDir: string): Promise<string> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  await mkdir(parent, { recursive: true });
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(`${name}${STAGING_MARK}`) || entry.startsWith(`${name}${RETIRED_MARK}`)) {
      await rm(join(parent, entry), { recursive: true, force: true });
    }
  }
  const staging = join(parent, `${name}${STAGING_MARK}${process.pid}-${randomBytes(3).toString('hex')}`);
  await mkdir(staging);
  return staging;
}

/**
 * Puts a finished staging folder in place of the output folder. The old
 * output is renamed aside first and removed only once the new one is in
 * place, so at every instant a complete site exists under one of the two
 * names, and a failure puts the old one back.
 *
 * @param options.retireInto A folder on the same file system (the build cache's trash) to move the old output into
 *   instead of deleting it now; the next build empties it while it works.
 */
export async function commitStagingDir(staging: string, outDir: string, options: { retireInto?: string } = {}): Promise<void> {
  const retired = join(dirname(outDir), `${basename(outDir)}${RETIRED_MARK}${process.pid}`);
  const hadOutput = await exists(outDir);
  if (hadOutput) await rename(outDir, retired);
  try {
    await rename(staging, outDir);
  } catch (error) {
    if (hadOutput) await rename(retired, outDir);
    throw error;
  }
  if (!hadOutput) return;
  // Deleting a big site is thousands of calls: moved aside, it can go while the next build works.
  const moved = options.retireInto !== undefined && (await moveInto(retired, options.retireInto));
  if (!moved) await rm(retired, { recursive: true, force: true });
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

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
