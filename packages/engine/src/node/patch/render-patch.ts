import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SEARCH_INDEX_DIR, ROUTE_MANIFEST_FILE, type ClientRoute } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import { writeBundle } from '../bundle/bundle-site.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { Doc } from '../content/doc.js';
import { searchSectionsOf, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { loadRenderer } from '../render/load-renderer.js';
import type { PageJob } from '../render/page-html.js';
import { pageSetup } from '../render/render-pages.js';
import { routeChunkFile } from '../render/route-chunk.js';
import { routeOutputPath } from '../render/route-output-path.js';
import { sidebarModuleFiles, sidebarViewDigest } from '../render/route-planner.js';
import { writePages } from '../render/write-pages.js';
import { pageDataDigest, pageDataJson } from '../routes/route-manifest.js';
import { searchPageDigest } from '../search/search-page-digest.js';
import type { SearchIndexPage } from '../search/search-index-page.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import { outputWriteError } from '../write/output-write-error.js';
import { readRouteManifest, writeRouteManifest } from '../write/write-route-manifest.js';
import { createStagingDir, discardStagingDir } from '../write/staging-dir.js';
import { removeBuildRecord, writeBuildRecord, type BuildRecord, type FolderStamps, type RecordedDoc, type RecordPagesFile } from './build-record.js';
import { stampOf, statOf } from './input-stamps.js';
import { patchSearchIndex } from './patch-search-index.js';

/** A changed doc as a patch renders it. */
export interface PatchedDoc {
  /** Its number in the record. */
  index: number;
  doc: Doc;
  compiled: SerializedCompiledDoc;
  recorded: RecordedDoc;
}

/** What `renderPatch` reads. */
export interface RenderPatchInput {
  cache: BuildCache;
  found: { record: BuildRecord; pages: RecordPagesFile };
  bundle: BundleOutput;
  theme: ResolvedTheme;
  docs: PatchedDoc[];
  /** The files' status this build took, which the new record keeps. */
  folders: FolderStamps[];
  takenAt: number;
}

/**
 * Makes the changed docs' pages and chunks, the route manifest naming the
 * new chunks and the updated search index in a staging folder beside the
 * output, then moves them into the output folder and removes what they
 * replace. Every file goes in by a rename, and in an order that keeps the
 * site whole at each step for a reader: new chunks before the manifest and
 * pages that name them, old files removed last. The build's record is
 * removed before the first move and written again after the last, so a
 * patch cut short leaves none and the next build is whole.
 *
 * Returns the output's new size in bytes, or undefined when the record's
 * pages file cannot be read or the search index cannot be updated (nothing
 * was moved: the build is then whole).
 */
export async function renderPatch(ctx: BuildContext, input: RenderPatchInput): Promise<{ outputBytes: number } | undefined> {
  const { config } = ctx;
  const { outDir } = config;
  const { cache, found, bundle, theme, docs } = input;
  const { record, pages: pagesFile } = found;
  const rewriteRecord = async (outputBytes: number) => {
    // Left without one when the manifest's status cannot be taken: the next build is then whole.
    const manifest = statOf(join(outDir, ROUTE_MANIFEST_FILE));
    if (!manifest) return;
    const digests = { ...record.digests };
    for (const { index, doc } of docs) digests[index] = doc.sourceDigest!;
    await writeBuildRecord(cache.dir, {
      ...record,
      takenAt: input.takenAt,
      folders: input.folders,
      digests,
      outputBytes,
      manifestStamp: stampOf(manifest),
    });
  };
  // Only files touched, their text the same: the output is current, the record takes their new status.
  if (docs.length === 0) {
    await rewriteRecord(record.outputBytes);
    return { outputBytes: record.outputBytes };
  }
  const staging = await createStagingDir(outDir);
  try {
    const { manifest, files: oldManifestFiles } = await readRouteManifest(outDir);
    const sidebars: string[] = [];
    const jobs: PageJob[] = [];
    const replacedChunks: string[] = [];
    const searchPages = new Map<number, SearchIndexPage>();
    for (const { doc, compiled, recorded } of docs) {
      const page = recorded.page!;
      let metaJson: string;
      let sidebarJson: string | undefined;
      try {
        metaJson = pagesFile.text(page.meta);
        sidebarJson = page.sidebar && pagesFile.text(page.sidebar);
      } catch {
        // The pages file is gone or damaged: the full build writes a new one.
        return undefined;
      }
      const modules = page.sidebarModules === undefined ? undefined : record.sidebarModules[page.sidebarModules];
      // The page data less the body is the last build's: the doc's shape, all it is made from besides the body, is the same.
      const entry = { pageMetaJson: metaJson, bodyJson: compiled.bodyJson, bodyDigest: compiled.bodyDigest, page: undefined as never, module: undefined };
      const pageDigest = pageDataDigest(entry);
      const chunk = routeChunkFile(page.name, pageDigest, sidebarViewDigest(sidebarJson, modules && sidebarModuleFiles(modules)));
      const last = manifest.routes[doc.route];
      if (!last) return undefined;
      if (last.chunk !== chunk) replacedChunks.push(last.chunk);
      const client: ClientRoute = { ...last, chunk };
      manifest.routes[doc.route] = client;
      jobs.push({
        path: doc.route,
        pageJson: pageDataJson(entry),
        pageDigest,
        client,
        ...(sidebarJson !== undefined && { sidebar: sidebars.push(sidebarJson) - 1 }),
        ...(modules && { sidebarModules: modules }),
      });
      if (page.searchPage !== undefined) {
        const title = (JSON.parse(metaJson) as { title: string }).title;
        // The compiled-docs cache set the sections' digest when it stored the doc (see `patchBuild`).
        const digest = searchPageDigest(doc.route, title, compiled.searchDigest!);
        searchPages.set(page.searchPage, { url: doc.route, title, sections: searchSectionsOf(compiled.search), digest });
      }
    }
    // First, as it may yet send the build to the full path: nothing is in the output folder so far.
    const search = config.search.docsearch ? undefined : await patchSearchIndex(cache, config.search, { outDir, staging, pages: searchPages });
    if (!config.search.docsearch && !search) return undefined;

    const rendererFile = await writeBundle(bundle, staging);
    const renderer = await loadRenderer(rendererFile, theme.packageName);
    await writePages(pageSetup(ctx, bundle), renderer, jobs, sidebars, staging);
    const newManifestFiles = await writeRouteManifest(staging, { routes: manifest.routes, notFound: manifest.notFound, client: bundle.clientScript });
    ctx.signal?.throwIfAborted();

    // The output changes from here: the record, which describes it as it was, goes first.
    removeBuildRecord(cache.dir);
    let outputBytes = record.outputBytes;
    const move = (file: string) => {
      const to = join(outDir, file);
      const before = statSync(to, { throwIfNoEntry: false });
      const size = statSync(join(staging, file)).size;
      mkdirSync(dirname(to), { recursive: true });
      renameSync(join(staging, file), to);
      outputBytes += size - (before?.isFile() ? before.size : 0);
    };
    const remove = (file: string) => {
      const path = join(outDir, file);
      const info = statSync(path, { throwIfNoEntry: false });
      if (!info?.isFile()) return;
      rmSync(path);
      outputBytes -= info.size;
    };
    try {
      // The chunks and the manifest's shards before the files that name them; the pages last.
      for (const job of jobs) move(job.client.chunk);
      const newShards = newManifestFiles.slice(1);
      const oldShards = oldManifestFiles.slice(1);
      for (const file of newShards) if (!oldShards.includes(file)) move(file);
      const searchFiles = search?.written ?? [];
      for (const file of searchFiles.slice(0, -1)) move(`${SEARCH_INDEX_DIR}/${file}`);
      move(ROUTE_MANIFEST_FILE);
      if (searchFiles.length > 0) move(`${SEARCH_INDEX_DIR}/${searchFiles.at(-1)!}`);
      for (const job of jobs) move(routeOutputPath(job.path));
      // What nothing names any more.
      for (const chunk of replacedChunks) remove(chunk);
      for (const file of oldShards) if (!newShards.includes(file)) remove(file);
      const oldFolder = oldShards[0] && dirname(oldShards[0]);
      if (oldFolder && !newShards.some((file) => dirname(file) === oldFolder)) rmSync(join(outDir, oldFolder), { recursive: true, force: true });
      for (const file of search?.removed ?? []) remove(`${SEARCH_INDEX_DIR}/${file}`);
    } catch (error) {
      throw outputWriteError(error, outDir) ?? error;
    }
    await search?.store();
    await rewriteRecord(outputBytes);
    return { outputBytes };
  } finally {
    await discardStagingDir(staging).catch(() => {});
  }
}
