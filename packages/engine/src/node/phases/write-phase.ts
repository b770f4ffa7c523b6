import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildContext } from '../build-context.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { writeHeadersFile } from '../write/headers-file.js';
import { pageFolders, removeEmptyFolders } from '../write/remove-empty-folders.js';
import { commitStagingDir } from '../write/staging-dir.js';
import { writeSiteFiles } from '../write/write-site-files.js';
import type { StagedOutput } from './staged-output.js';

/**
 * The write phase: the site's own files beside the pages (static files,
 * the docs' images, `sitemap.xml`, `_headers`…). A static file never
 * replaces one of the search index's, which may still be writing beside this phase.
 * Returns the sizes of the files it recorded for the next build's links.
 */
export async function writePhase(
  ctx: BuildContext,
  { manifest, compiled, output }: { manifest: RouteManifest; compiled: ReadonlyMap<string, SerializedCompiledDoc>; output: StagedOutput },
): Promise<ReadonlyMap<string, number> | undefined> {
  await writeSiteFiles(ctx.config, manifest, output.staging, [...compiled.values()].flatMap((doc) => doc.images));
  await writeHeadersFile(ctx.config, output.staging);
  return output.previous?.record(output.staging, 'site');
}

/**
 * Puts the finished staging folder in place of the output folder, once
 * every phase (search included) has written into it. Before that: folders
 * an older output's tree left empty go (a removed page's; a folder of the
 * static folder is kept, even empty), and the search files are recorded for
 * the next build. Never interrupted once begun (see `commitStagingDir`).
 * Returns the sizes of every recorded file, by path in the output folder.
 */
export async function swapInOutput(
  ctx: BuildContext,
  { manifest, output, cache, siteSizes }: { manifest: RouteManifest; output: StagedOutput; cache?: BuildCache; siteSizes?: ReadonlyMap<string, number> },
): Promise<ReadonlyMap<string, number> | undefined> {
  const { staging, previous, keptFolders } = output;
  if (keptFolders) {
    const pages = pageFolders(manifest.routes.keys());
    removeEmptyFolders(staging, keptFolders, (folder) => pages.has(folder) || isFolder(join(ctx.config.staticDir, folder)));
  }
  const searchSizes = previous?.record(staging, 'search');
  // The last moment an abort discards the new site: stopping between the swap's two renames would leave no site at all.
  ctx.signal?.throwIfAborted();
  await commitStagingDir(staging, ctx.config.outDir, { retireInto: cache?.trashDir });
  cache?.emptyTrash();
  await previous?.save();
  return siteSizes && searchSizes && new Map([...siteSizes, ...searchSizes]);
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
