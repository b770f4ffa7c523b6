import type { BuildContext } from '../build-context.js';
import type { BuildCache } from '../cache/build-cache.js';
import { outputWriteError } from '../write/output-write-error.js';
import { openPreviousOutput, type PreviousOutput } from '../write/previous-output.js';
import { createStagingDir, discardStagingDir } from '../write/staging-dir.js';
import { takeFolderList } from '../write/remove-empty-folders.js';

/** Where a build writes its site until the swap (see `createStagingDir`). */
export interface StagedOutput {
  /** The staging folder beside the output folder. */
  staging: string;
  /** With a cache: the last build's output, whose unchanged files are hard-linked rather than written again. */
  previous?: PreviousOutput;
  /** With a cache: the folders the staging folder began with (an old output's tree, emptied), relative to it. */
  keptFolders?: string[];
}

/**
 * Makes the staging folder the build writes into, and opens the records of
 * the previous output. A folder that cannot be made fails with one message
 * naming the output folder and the fix (see `outputWriteError`).
 */
export async function stageOutput(ctx: BuildContext, cache: BuildCache | undefined): Promise<StagedOutput> {
  const [staging, previous] = await Promise.all([
    createStagingDir(ctx.config.outDir, { folders: cache?.outputFolders }).catch((error: unknown) => {
      throw outputWriteError(error, ctx.config.outDir) ?? error;
    }),
    cache && openPreviousOutput(cache.dir, ctx.config.outDir, cache.toolchain),
  ]);
  return { staging, previous, keptFolders: cache && takeFolderList(staging) };
}

/** Removes the staging folder of a build that failed, if it was made; never rejects. */
export async function discardOutput(staging: Promise<StagedOutput>): Promise<void> {
  const output = await staging.catch(() => undefined);
  if (output) await discardStagingDir(output.staging).catch(() => {});
}
