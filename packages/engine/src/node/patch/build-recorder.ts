import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ROUTE_MANIFEST_FILE } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { PlannedRoute } from '../render/route-planner.js';
import { routeChunkName } from '../render/route-chunk.js';
import { pageMetaJson, type RouteManifest } from '../routes/route-manifest.js';
import { pageSummary } from '../routes/freeze-page-data.js';
import { searchPages } from '../search/search-pages.js';
import type { SidebarViewModules } from '../sidebars/sidebar-views.js';
import { recordPagesPath, removeBuildRecord, writeBuildRecord, type BuildRecord, type ByteRange, type DocDetails, type FolderStamps, type RecordedPage } from './build-record.js';
import { docShape } from './doc-shape.js';
import { RACY_MS } from '../content/doc-source-book.js';
import { fileStamps, inputStamps, stampOf, statOf } from './input-stamps.js';
import { recordedFolders } from './recorded-folders.js';

/** A doc as the recorder notes it: its file's number in the docs folder's list, and its details as they are made. */
interface NotedDoc {
  file: number;
  filePath: string;
  route: string;
  details: DocDetails;
  digest?: string;
}

/** Bytes gathered before the pages file is written to: one call per megabyte, not per page. */
const WRITE_CHUNK = 1 << 20;

/**
 * Gathers a full build's record (see `BuildRecord`) as its phases go:
 * file statuses before the content phase, doc shapes once the links are
 * checked, each doc page's data and sidebar view as the render phase plans
 * it (written to the pages file then, not held), and the rest once the
 * output is in place.
 */
export class BuildRecorder {
  readonly #ctx: BuildContext;
  readonly #cacheDir: string;
  readonly #toolchain: string;
  #folders: FolderStamps[] | undefined;
  #takenAt = 0;
  #docs: NotedDoc[] = [];
  readonly #byRoute = new Map<string, NotedDoc>();
  readonly #modules: SidebarViewModules[] = [];
  readonly #moduleIndex = new Map<string, number>();
  #fd: number | undefined;
  readonly #tempFile: string;
  #offset = 0;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #lastSidebar: { text: string; range: ByteRange } | undefined;
  #failed = false;

  constructor(ctx: BuildContext, cacheDir: string, toolchain: string) {
    this.#ctx = ctx;
    this.#cacheDir = cacheDir;
    this.#toolchain = toolchain;
    this.#tempFile = `${recordPagesPath(cacheDir)}.${process.pid}`;
    // The pages file is about to be written again: the last record, which points into it, goes first.
    removeBuildRecord(cacheDir);
  }

  /**
   * Takes the status of every file the build reads, before it reads them: a file written meanwhile differs next time.
   * A patch that could not be made took them already (see `PatchMiss`).
   */
  takeStamps(taken?: { folders?: FolderStamps[]; takenAt: number }): void {
    this.#takenAt = taken?.takenAt ?? Date.now();
    this.#folders = taken ? taken.folders : inputStamps(recordedFolders(this.#ctx));
  }

  /**
   * Records each doc's shape (see `docShape`), and the status of images it
   * shows from outside the recorded folders (taken now, once read: a write
   * between the two goes unseen until the image's status changes again).
   * Before the links phase lets the compiled docs' links go.
   */
  noteDocs(docs: readonly Doc[], compiled: ReadonlyMap<string, SerializedCompiledDoc>): void {
    const folders = this.#folders;
    if (!folders) return;
    const docFiles = new Map(folders[0]!.files.map((file, index) => [file, index]));
    const inside = folders.map((folder) => folder.path + sep);
    const outside = new Set<string>();
    this.#docs = [];
    for (const doc of docs) {
      const result = compiled.get(doc.id)!;
      for (const { source } of result.images) if (!inside.some((folder) => source.startsWith(folder))) outside.add(source);
      const file = docFiles.get(doc.relativePath);
      if (file === undefined) return void (this.#failed = true);
      const noted: NotedDoc = { file, filePath: doc.filePath, route: doc.route, details: { shape: docShape(doc, result) } };
      const stamps = folders[0]!.stamps;
      if (Math.max(stamps[file * 4 + 1]!, stamps[file * 4 + 2]!) >= this.#takenAt - RACY_MS) noted.digest = doc.sourceDigest;
      this.#byRoute.set(doc.route, noted);
      this.#docs.push(noted);
    }
    if (outside.size > 0) folders.push(fileStamps([...outside]));
  }

  /** Records a doc's page as the render phase planned it (see `RenderInput.onPlanned`). */
  readonly onPlanned = (route: PlannedRoute): void => {
    const { entry } = route;
    // A page that is code bundles what it imports, packages included, which no status here covers: no record then.
    if (entry.module !== undefined) this.#failed = true;
    const summary = pageSummary(entry);
    const doc = summary.kind === 'doc' && entry.module === undefined ? this.#byRoute.get(entry.path) : undefined;
    if (!doc || this.#failed) return;
    try {
      const page: RecordedPage = { meta: this.#append(pageMetaJson(entry)), name: routeChunkName(route.client.chunk) };
      if (route.sidebarJson !== undefined) {
        if (this.#lastSidebar?.text !== route.sidebarJson) this.#lastSidebar = { text: route.sidebarJson, range: this.#append(route.sidebarJson) };
        page.sidebar = this.#lastSidebar.range;
      }
      if (route.sidebarModules) page.sidebarModules = this.#moduleNumber(route.sidebarModules);
      doc.details.page = page;
    } catch {
      // No record this time (a full disk): the next build is whole.
      this.#failed = true;
    }
  };

  /**
   * Writes the record, once the output is in place. Pages of docs the build
   * warned about are left out: a patch could not tell whether the warnings still hold.
   * None is written for a site with a page that is code (an MDX doc, a component page).
   */
  async save(result: { manifest: RouteManifest; compiled: ReadonlyMap<string, SerializedCompiledDoc>; pages: number; outputBytes: number; inputs: string }): Promise<void> {
    const folders = this.#folders;
    try {
      const manifest = statOf(join(this.#ctx.config.outDir, ROUTE_MANIFEST_FILE));
      if (!folders || this.#failed || !manifest) return this.discard();
      const warned = new Set(this.#ctx.warnings.map((warning) => warning.file));
      for (const doc of this.#docs) if (warned.has(doc.filePath)) delete doc.details.page;
      if (!this.#ctx.config.search.docsearch) {
        searchPages(result.manifest, result.compiled).forEach((page, index) => {
          const doc = this.#byRoute.get(page.url);
          if (doc?.details.page) doc.details.page.searchPage = index;
        });
      }
      const digests: Record<string, string> = {};
      const docs = this.#docs.map((doc, index): BuildRecord['docs'][number] => {
        if (doc.digest !== undefined) digests[index] = doc.digest;
        return [doc.file, doc.route, ...this.#append(JSON.stringify(doc.details))];
      });
      this.#fd ??= openSync(this.#tempFile, 'w');
      this.#flush();
      closeSync(this.#fd);
      this.#fd = undefined;
      renameSync(this.#tempFile, recordPagesPath(this.#cacheDir));
      await writeBuildRecord(this.#cacheDir, {
        toolchain: this.#toolchain,
        outDir: this.#ctx.config.outDir,
        inputs: result.inputs,
        takenAt: this.#takenAt,
        folders,
        docs,
        digests,
        sidebarModules: this.#modules,
        warnings: this.#ctx.warnings,
        pages: result.pages,
        outputBytes: result.outputBytes,
        manifestStamp: stampOf(manifest),
      });
    } catch {
      this.discard();
    }
  }

  /** Drops what was gathered (a failed build): no record is left. */
  discard(): void {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
    rmSync(this.#tempFile, { force: true });
  }

  #append(text: string): ByteRange {
    const bytes = Buffer.from(text, 'utf8');
    const range: ByteRange = [this.#offset, bytes.length];
    this.#offset += bytes.length;
    this.#pending.push(bytes);
    this.#pendingBytes += bytes.length;
    if (this.#pendingBytes >= WRITE_CHUNK) this.#flush();
    return range;
  }

  #flush(): void {
    if (this.#pendingBytes === 0) return;
    this.#fd ??= openSync(this.#tempFile, 'w');
    const chunk = Buffer.concat(this.#pending);
    let written = 0;
    while (written < chunk.length) written += writeSync(this.#fd, chunk, written);
    this.#pending = [];
    this.#pendingBytes = 0;
  }

  #moduleNumber(modules: SidebarViewModules): number {
    const key = JSON.stringify(modules);
    let index = this.#moduleIndex.get(key);
    if (index === undefined) this.#moduleIndex.set(key, (index = this.#modules.push(modules) - 1));
    return index;
  }
}
