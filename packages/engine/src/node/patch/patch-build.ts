import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_MANIFEST_FILE } from '../../shared/types.js';
import { warn, type BuildContext } from '../build-context.js';
import type { BuildResult } from '../build-result.js';
import { siteData } from '../bundle/site-data.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { LoadedConfig } from '../config/load-config.js';
import { decodeDocSource } from '../content/decode-doc-source.js';
import type { Doc, DocRef } from '../content/doc.js';
import { RACY_MS, sourceDigest } from '../content/doc-source-book.js';
import { docLocation } from '../content/doc-route.js';
import { parseFrontMatter } from '../content/parse-front-matter.js';
import { unknownFrontMatterKeyWarnings } from '../content/unknown-front-matter-keys.js';
import { QuireError } from '../diagnostic.js';
import { compileDocs } from '../markdown/compile-docs.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { PhaseTimer } from '../phase-timer.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import { buildInputsDigest } from './build-inputs-digest.js';
import { readBuildRecord, recordedDoc, type BuildRecord, type FolderStamps, type RecordedDoc } from './build-record.js';
import { docShape } from './doc-shape.js';
import { fileStamps, inputStamps, sameStamp, stampOf, statOf } from './input-stamps.js';
import { renderPatch } from './render-patch.js';
import { recordedFolders } from './recorded-folders.js';

/**
 * Most docs a patch compiles and renders on this thread; past it the full
 * build, whose threads share the work and whose cache reuses the rest, is
 * as quick.
 */
export const MAX_PATCHED_DOCS = 16;

/**
 * Most docs whose status changed that a patch reads to find which really
 * did: a corpus written just before the last build leaves many whose status
 * cannot be trusted (see `RACY_MS`), each checked against its digest.
 */
const MAX_CHECKED_DOCS = 5000;

/** What a build that could not patch hands the full build: the files' status the patch took, which the record needs. */
export interface PatchMiss {
  folders?: FolderStamps[];
  takenAt: number;
}

/** Thrown by the cached bundle's `make` to say the theme changed: no patch then. */
const THEME_CHANGED = Symbol('theme changed');

/**
 * The build when only the bodies of a few docs changed since the last one
 * (see `BuildRecord`): those docs compiled, their pages and chunks rendered,
 * the route manifest and the search index updated, all written into the
 * output folder in place, without visiting the other pages. A build of
 * 100 000 pages then takes seconds rather than the minute of a full warm
 * build, which stats, keys and links every page.
 *
 * Returns a `PatchMiss` when the build must be whole: no record of the last
 * build into this folder, its output touched since, a file added, removed
 * or changed other than a doc, the config, theme or toolchain changed, a
 * site that shows git's last update or has a page that is code (an MDX
 * doc, a component page: no record is kept), too many docs changed, a
 * changed doc whose shape changed (title, front matter, headings,
 * links, images, see `docShape`), a changed doc with a warning, or an error
 * (which the full build then reports with every other). Nothing is written
 * to the output folder before all of that is known.
 */
export async function patchBuild(
  ctx: BuildContext,
  { loaded, cache, theme, timer }: { loaded: LoadedConfig; cache: BuildCache; theme: ResolvedTheme; timer: PhaseTimer },
): Promise<BuildResult | PatchMiss> {
  const { config } = ctx;
  const takenAt = Date.now();
  const found = readBuildRecord(cache.dir, cache.toolchain, config.outDir);
  if (!found || config.showLastUpdateTime || config.showLastUpdateAuthor) return { takenAt, folders: inputStamps(recordedFolders(ctx)) };
  const { record, pages } = found;
  const checked = await timer.time('inputs', async () => {
    const folders = inputStamps(recordedFolders(ctx));
    const manifest = statOf(join(config.outDir, ROUTE_MANIFEST_FILE));
    if (!folders || !manifest || !sameStamp(stampOf(manifest), record.manifestStamp)) return { folders };
    const bundle = await cache.bundle(siteData(config), theme, () => Promise.reject(THEME_CHANGED)).catch((error: unknown) => {
      if (error === THEME_CHANGED) return undefined;
      throw error;
    });
    if (!bundle || buildInputsDigest(loaded, theme, cache.bundleHash!) !== record.inputs) return { folders };
    // The files outside the recorded folders that docs showed (images), as the record listed them.
    const outside = record.folders.find((folder) => folder.path === '');
    const now = outside ? [...folders, fileStamps(outside.files)] : folders;
    return { folders, now, bundle, changed: changedDocs(record, now) };
  });
  const { folders, now, bundle, changed } = checked;
  const miss: PatchMiss = { folders, takenAt };
  if (!now || !bundle || !changed) return miss;

  const docsFolder = record.folders[0]!;
  const docRefs: DocRef[] = record.docs.map(([file, route]) => {
    const relativePath = docsFolder.files[file]!;
    return { filePath: join(config.docsDir, relativePath), relativePath, route };
  });
  // None when the site has markdown plugins: code the cache cannot fingerprint, which may have changed for every doc.
  const docsCache = cache.docsCache(docRefs);
  if (!docsCache) return miss;
  let recorded: Map<number, RecordedDoc>;
  try {
    recorded = new Map(changed.map((index) => [index, recordedDoc(record, pages, index)]));
  } catch {
    // The pages file is gone or damaged: the full build writes a new one.
    return miss;
  }
  const edited = await timer.time('markdown', () => compileChanged(ctx, cache, recorded, docRefs));
  if (!edited) return miss;
  const { docs, compiled } = edited;

  // From here on the build is a patch: the changed docs go to the cache, their pages to the output folder.
  for (const { doc } of docs) await docsCache.store(doc, compiled.get(doc.id)!);
  const written = await timer.time('render', () =>
    renderPatch(ctx, { cache, found, bundle, theme, docs: docs.map(({ index, doc }) => ({ index, doc, compiled: compiled.get(doc.id)!, recorded: recorded.get(index)! })), folders: now, takenAt }),
  );
  if (!written) return miss;
  await cache.flush();
  for (const warning of record.warnings) warn(ctx, warning);
  ctx.logger.info(`rebuilt ${docs.length} changed page${docs.length === 1 ? '' : 's'} in place`);
  const compiledCount = docs.length;
  return {
    outDir: config.outDir,
    pages: record.pages,
    docs: record.docs.length,
    durationMs: timer.elapsed(),
    phases: timer.phases,
    outputBytes: written.outputBytes,
    warnings: ctx.warnings,
    patched: docs.length,
    cache: {
      dir: cache.dir,
      docs: { reused: record.docs.length - compiledCount, compiled: compiledCount },
      pages: { reused: record.pages - docs.length, rendered: docs.length },
      clientBundle: 'reused',
      corruptEntries: 0,
    },
  };
}

/**
 * The numbers of the recorded docs whose file changed, when nothing but
 * docs did; undefined when a file was added, removed or changed that is not
 * a doc (a draft counts as such), or too many docs did. A file whose
 * status the record took within `RACY_MS` of its last change counts as
 * changed: another write in the same clock tick may have kept its status.
 */
function changedDocs(record: BuildRecord, now: readonly FolderStamps[]): number[] | undefined {
  if (record.folders.length !== now.length) return undefined;
  const racyFrom = record.takenAt - RACY_MS;
  const changed: number[] = [];
  let docOfFile: Int32Array | undefined;
  for (let f = 0; f < now.length; f++) {
    const was = record.folders[f]!;
    const is = now[f]!;
    if (was.path !== is.path || was.files.length !== is.files.length) return undefined;
    for (let i = 0; i < is.files.length; i++) {
      const at = i * 4;
      const same = was.stamps[at] === is.stamps[at] && was.stamps[at + 1] === is.stamps[at + 1] && was.stamps[at + 2] === is.stamps[at + 2] && was.stamps[at + 3] === is.stamps[at + 3];
      if (was.files[i] !== is.files[i]) return undefined;
      if (same && Math.max(was.stamps[at + 1]!, was.stamps[at + 2]!) < racyFrom) continue;
      if (f !== 0) return undefined;
      if (!docOfFile) {
        docOfFile = new Int32Array(is.files.length).fill(-1);
        record.docs.forEach(([file], index) => (docOfFile![file] = index));
      }
      const doc = docOfFile[i]!;
      if (doc < 0 || changed.push(doc) > MAX_CHECKED_DOCS) return undefined;
    }
  }
  return changed;
}

/**
 * The changed docs read and compiled on this thread, when each can be
 * patched: its page recorded, its text really changed (a file only touched
 * is left out), still published at the same route, compiled without a
 * warning or error, and of the same shape (see `docShape`).
 */
async function compileChanged(
  ctx: BuildContext,
  cache: BuildCache,
  changed: ReadonlyMap<number, RecordedDoc>,
  docRefs: readonly DocRef[],
): Promise<{ docs: Array<{ index: number; doc: Doc }>; compiled: Map<string, SerializedCompiledDoc> } | undefined> {
  const { config } = ctx;
  const docs: Array<{ index: number; doc: Doc }> = [];
  for (const [index, recorded] of changed) {
    const filePath = join(config.docsDir, recorded.relativePath);
    let doc: Doc;
    try {
      const bytes = readFileSync(filePath);
      const digest = sourceDigest(bytes);
      if (digest === recorded.digest) continue;
      if (!recorded.page) return undefined;
      const source = decodeDocSource(bytes, filePath, config.markdown.maxDocSizeKb * 1024);
      const frontMatter = parseFrontMatter(source, filePath);
      doc = { filePath, relativePath: recorded.relativePath, ...docLocation(recorded.relativePath, frontMatter), frontMatter, source, sourceDigest: digest };
    } catch {
      // The full build reports it, with whatever else is wrong.
      return undefined;
    }
    if (doc.frontMatter.draft === true || doc.route !== recorded.route || unknownFrontMatterKeyWarnings(doc.frontMatter, doc.source, filePath).length > 0) return undefined;
    if (docs.push({ index, doc }) > MAX_PATCHED_DOCS) return undefined;
  }
  if (docs.length === 0) return { docs, compiled: new Map() };
  // Warnings go to a scratch context: a doc with one takes the full build, which prints every warning once.
  const scratch: BuildContext = { ...ctx, warnings: [], logger: { info() {}, warn() {} } };
  let compiled: Map<string, SerializedCompiledDoc>;
  try {
    compiled = await compileDocs(scratch, docs.map(({ doc }) => doc), undefined, { siteDocs: docRefs, stripTypes: await cache.stripTypes() });
  } catch (error) {
    if (error instanceof QuireError) return undefined;
    throw error;
  }
  if (scratch.warnings.length > 0) return undefined;
  for (const { index, doc } of docs) {
    const result = compiled.get(doc.id)!;
    if (result.mdx !== undefined || docShape(doc, result) !== changed.get(index)!.shape) return undefined;
  }
  return { docs, compiled };
}
