/**
 * The worker side of the build pool: markdown compilation and page
 * rendering, the two phases that cost a few milliseconds per page.
 *
 * A worker belongs to one build (the pool is destroyed when the build ends),
 * so what it memoizes here (the processor, the renderer) never outlives the
 * build; the memo is keyed by build id all the same, for safety.
 */
import type { Doc, DocRef } from '../content/doc.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import { packForThread, serializeCompiledDoc, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { MarkdownOptions } from '../markdown/create-markdown-processor.js';
import { createDocCompiler, type DocCompiler } from '../markdown/doc-compiler.js';
import { markdownOptions } from '../markdown/markdown-options.js';
import { loadPrismLanguages } from '../markdown/prism-languages.js';
import { loadRenderer, type Renderer, type RendererFile } from '../render/load-renderer.js';
import type { PageJob, PageSetup } from '../render/page-html.js';
import { writePages } from '../render/write-pages.js';
import { openCacheStore, type CacheStore } from '../cache/cache-store.js';
import { stripTypesMemo } from '../cache/strip-types-memo.js';
import { fromSharedJson } from './shared-json.js';

/** A batch of docs to compile, with what they are compiled against. */
export interface CompileTask {
  buildId: string;
  siteDir: string;
  overrides: { outDir?: string; baseUrl?: string };
  /**
   * The markdown options when they are plain data (no plugins). Plugins are
   * functions, which cannot be sent to a thread; then the worker loads the
   * config itself.
   */
  markdown?: MarkdownOptions;
  docs: Doc[];
  /** Every doc of the site (`DocRef[]`, to resolve `.md` links) as `toSharedJson` shares it: the same memory in every batch's message, read once per build. */
  docRefs: SharedArrayBuffer;
  /** Where the build cache is, to keep the JavaScript tabs made here in its memo (see `stripTypesMemo`); none when not caching. */
  cache?: { cacheDir: string; toolchain: string };
}

/** What a thread renders a build's pages with: the server renderer, and the cache their markup goes to. */
export interface RenderSetup {
  buildId: string;
  /** The server renderer the bundle phase wrote (see `writeBundle`). */
  renderer: RendererFile;
  /** The theme's package name, for messages. */
  themeName: string;
  /** The build cache's folder, where the markup of jobs with a `cacheKey` goes; none when not caching. */
  cacheDir?: string;
}

/** A batch of pages to render and write, with their route chunks. */
export interface RenderTask extends RenderSetup {
  setup: PageSetup;
  /** The sidebar views the jobs show, as JSON text; `job.sidebar` indexes them. */
  sidebars: string[];
  jobs: PageJob[];
  outDir: string;
}

interface CompileMemo {
  buildId: string;
  store?: CacheStore;
  compiler: DocCompiler;
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  docsByFile: Map<string, DocRef>;
}

let compileMemo: Promise<CompileMemo> | undefined;
let compileMemoId: string | undefined;
let rendererMemo: Promise<Renderer> | undefined;
let rendererMemoId: string | undefined;
let storeMemo: Promise<CacheStore | undefined> | undefined;

/** Compiles a batch of docs; user plugins are functions, so the worker loads the config itself. */
export async function compile(task: CompileTask): Promise<SerializedCompiledDoc[]> {
  if (compileMemoId !== task.buildId) {
    compileMemoId = task.buildId;
    // Loaded only for a site with plugins: the config's schema alone takes a noticeable while to set up in each thread.
    const options = task.markdown
      ? Promise.resolve(task.markdown)
      : import('../config/load-config.js').then(({ loadConfig }) => loadConfig(task.siteDir, task.overrides)).then(({ config }) => markdownOptions(config));
    compileMemo = options.then(async (markdown) => {
      // Grammars are per thread: each worker loads the site's additional languages itself.
      await loadPrismLanguages(markdown.additionalLanguages ?? []);
      const store = task.cache && (await openCacheStore(task.cache.cacheDir));
      const stripTypes = store && (await stripTypesMemo(store, task.cache!.toolchain));
      return {
        buildId: task.buildId,
        store,
        compiler: createDocCompiler(markdown, { stripTypes }),
        tocMinHeadingLevel: markdown.tocMinHeadingLevel,
        tocMaxHeadingLevel: markdown.tocMaxHeadingLevel,
        docsByFile: new Map(fromSharedJson<DocRef[]>(task.docRefs).map((ref) => [ref.filePath, ref])),
      };
    });
  }
  const memo = await compileMemo!;
  try {
    const compiled: SerializedCompiledDoc[] = [];
    await memo.compiler.prepare(task.docs);
    for (const doc of task.docs) {
      const result = memo.compiler.compile(doc, memo);
      compiled.push(packForThread(serializeCompiledDoc(result instanceof Promise ? await result : result)));
    }
    return compiled;
  } finally {
    await memo.store?.flush();
  }
}

/** Loads the renderer and opens the cache store a build's render tasks use, once per build and thread. */
async function prepareRender(task: RenderSetup): Promise<void> {
  if (rendererMemoId !== task.buildId) {
    rendererMemoId = task.buildId;
    rendererMemo = loadRenderer(task.renderer, task.themeName);
    storeMemo = task.cacheDir === undefined ? undefined : openCacheStore(task.cacheDir);
  }
  await Promise.all([rendererMemo, storeMemo]);
}

/**
 * Renders a batch of pages and writes them to the staging folder; returns
 * how many, or the diagnostics of a page that failed to render (a
 * `QuireError` loses them on its way to the main thread, which throws them
 * again; see `BuildPool.render`).
 */
export async function render(task: RenderTask): Promise<number | { diagnostics: Diagnostic[] }> {
  await prepareRender(task);
  const store = await storeMemo;
  const storeMarkup = store && ((key: string, html: string) => store.write('pages', key, html));
  try {
    // A render thread does nothing else while a file is written: blocking writes cost it the least CPU.
    return await writePages(task.setup, await rendererMemo!, task.jobs, task.sidebars, task.outDir, { storeMarkup, syncWrites: true });
  } catch (error) {
    if (error instanceof QuireError) return { diagnostics: error.diagnostics };
    throw error;
  } finally {
    // One segment per batch: the markup reaches the cache even if another batch fails the build.
    await store?.flush();
  }
}

/**
 * Run once per thread as the pool starts: each thread loads this module
 * (the markdown pipeline and the renderer's loader) at once, side by side,
 * rather than when its first batch arrives.
 */
export async function warmup(): Promise<void> {}
