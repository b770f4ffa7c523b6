import { setImmediate as nextTurn } from 'node:timers/promises';
import { warn, type BuildContext } from '../build-context.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import { plainDoc, type Doc, type DocRef } from '../content/doc.js';
import type { BuildPool } from '../workers/build-pool.js';
import { runBatches } from '../workers/run-batches.js';
import { serializeCompiledDoc, type SerializedCompiledDoc } from './compiled-doc.js';
import type { StripTypes } from './strip-types.js';
import { markdownOptions } from './markdown-options.js';
import { loadPrismLanguages } from './prism-languages.js';
import { splitIntoBatches } from '../workers/split-into-batches.js';
import { toSharedJson } from '../workers/shared-json.js';
import { MAX_SEGMENTS } from '../cache/cache-store.js';

/**
 * The most docs one compile batch holds. A thread keeps its batch whole,
 * the docs' text in and their compiled form out, in its 256 MB heap (see
 * `createBuildPool`): 1250 is the batch of a 10 000-doc build, which fits;
 * batches of 3000 (a 30 000-doc build) ran the threads out of memory, and
 * unbounded ones of 12 500 (100 000 docs) did at once. Past 40 000 docs
 * there are more batches than the cache's `MAX_SEGMENTS`, whose segments
 * are then merged at the end of the build.
 */
const COMPILE_BATCH_DOCS = 1250;
import type { MarkdownOptions } from './create-markdown-processor.js';
import type { DocCompiler } from './doc-compiler.js';

/** What the build cache brings to the markdown phase. */
export interface CompileDocsCache {
  /** Docs already compiled (by doc id), reused as they are: their warnings are reported again, in doc order. */
  reuse?: ReadonlyMap<string, SerializedCompiledDoc>;
  /** Told of each doc compiled in this build, before errors stop it, so a failed build still fills the cache. */
  onCompiled?: (doc: Doc, compiled: SerializedCompiledDoc) => void;
  /**
   * Told when a worker's batch has been passed to `onCompiled`, so the cache can write it out then:
   * held to the end of the phase, a 5000-doc site's entries were 100 MB on the main thread.
   */
  onBatchCompiled?: () => void;
  /** A memo of `stripTypes` for docs compiled on this thread (see `stripTypesMemo`). */
  stripTypes?: StripTypes;
  /** The cache folder and toolchain fingerprint, for worker threads to keep their JavaScript tabs in the memo too. */
  workers?: { cacheDir: string; toolchain: string };
  /** Every doc of the site, to resolve `.md` links against, when only some of them are given to compile (a patch, see `patchBuild`). */
  siteDocs?: readonly DocRef[];
}

/**
 * The markdown phase over the whole site: every doc compiled, on the build
 * pool's threads when there is one, else here with one processor for the
 * build. Warnings are recorded on the context in doc order, whichever thread
 * found them. Returns compiled docs by doc id.
 *
 * @param pool The build pool, or a function that gets one for a number of docs to compile (or none, when too few).
 * @param cache Docs the build cache already holds, and where fresh ones go.
 */
export async function compileDocs(
  ctx: BuildContext,
  allDocs: Doc[],
  getPool?: BuildPool | ((docCount: number) => BuildPool | undefined),
  cache: CompileDocsCache = {},
): Promise<Map<string, SerializedCompiledDoc>> {
  const docRefs: DocRef[] = cache.siteDocs ? [...cache.siteDocs] : allDocs.map(({ filePath, relativePath, route }) => ({ filePath, relativePath, route }));
  const markdown = markdownOptions(ctx.config);
  const fresh = new Map<string, SerializedCompiledDoc>();
  // One processor for this thread, made on its first batch.
  let here: ReturnType<typeof compilerHere> | undefined;
  const { reuse } = cache;
  const docs = allDocs.filter((doc) => !reuse?.has(doc.id));
  const pool = typeof getPool === 'function' ? getPool(docs.length) : getPool;
  let results: SerializedCompiledDoc[] = [];
  // Here even when workers compile: an unknown language fails once, as a config error, before any thread starts on it.
  // With every doc from the cache, neither grammars nor pipeline are loaded (TypeScript alone takes half a second).
  if (docs.length > 0) await loadPrismLanguages(markdown.additionalLanguages ?? []);
  if (docs.length === 0) {
    // Nothing to compile.
  } else if (pool) {
    let done = 0;
    // Each batch makes a segment of the cache (see `onBatchCompiled`).
    const batches = splitIntoBatches(docs, pool.threads, COMPILE_BATCH_DOCS, MAX_SEGMENTS);
    const toThread = threadCompiler(ctx, pool, markdown, docRefs, cache.workers);
    // A batch reads its docs' text as it is handed to the pool (see `plainDoc`): one more than the threads are
    // handed at a time, so a thread that finishes finds the next batch waiting, and the text of the rest stays on disk.
    const compiled = await runBatches(batches, pool.threads + 1, async (batch) => {
      const out = await toThread(batch);
      done += batch.length;
      ctx.logger.info(`compiled ${done}/${docs.length} docs`);
      // Into the cache as each batch arrives, while the threads compile the next: the main thread is idle until then.
      batch.forEach((doc, i) => cache.onCompiled?.(doc, out[i]!));
      cache.onBatchCompiled?.();
      return out;
    });
    results = compiled.flat();
  } else {
    here ??= compilerHere(ctx, docRefs, markdown, cache.stripTypes);
    results = await here(docs, cache.onCompiled);
  }
  docs.forEach((doc, i) => fresh.set(doc.id, results[i]!));
  const byId = new Map<string, SerializedCompiledDoc>();
  const errors: Diagnostic[] = [];
  const strict = ctx.config.onBrokenMarkdownLinks === 'error';
  allDocs.forEach((doc) => {
    const result = fresh.get(doc.id) ?? reuse!.get(doc.id)!;
    for (const warning of result.warnings) {
      if (warning.severity === 'error') errors.push(warning);
      else if (strict && warning.code === 'broken-markdown-link') errors.push({ ...warning, severity: 'error' });
      else warn(ctx, warning);
    }
    byId.set(doc.id, result);
  });
  if (errors.length > 0) throw new QuireError(errors);
  return byId;
}

/** Compiles a batch of docs on one of the pool's threads. */
function threadCompiler(
  ctx: BuildContext,
  pool: BuildPool,
  markdown: MarkdownOptions,
  docRefs: DocRef[],
  workers: CompileDocsCache['workers'],
): (batch: Doc[]) => Promise<SerializedCompiledDoc[]> {
  // Plugins are functions, which cannot be sent to a thread: then the thread loads the config itself.
  const plainData = ctx.config.markdown.remarkPlugins.length === 0 && ctx.config.markdown.rehypePlugins.length === 0;
  const sharedRefs = toSharedJson(docRefs);
  return (batch) =>
    pool.compile({
      buildId: ctx.buildId,
      siteDir: ctx.siteDir,
      overrides: ctx.overrides,
      markdown: plainData ? markdown : undefined,
      docs: batch.map(plainDoc),
      docRefs: sharedRefs,
      cache: workers,
    });
}

/**
 * Compiles batches of docs on this thread, with one processor for the
 * build, made (with the pipeline loaded) on the first batch.
 */
function compilerHere(
  ctx: BuildContext,
  docRefs: DocRef[],
  markdown: MarkdownOptions,
  stripTypes: StripTypes | undefined,
): (batch: Doc[], onEach?: (doc: Doc, compiled: SerializedCompiledDoc) => void) => Promise<SerializedCompiledDoc[]> {
  let setup: Promise<DocCompiler> | undefined;
  const context = {
    docsByFile: new Map(docRefs.map((ref) => [ref.filePath, ref])),
    tocMinHeadingLevel: markdown.tocMinHeadingLevel,
    tocMaxHeadingLevel: markdown.tocMaxHeadingLevel,
  };
  return async (batch, onEach) => {
    setup ??= (async () => {
      // Imported here, not at the top: the pipeline takes a while to load, which a build whose workers compile the
      // markdown never needs on this thread. The type stripper loads itself at the first TypeScript block.
      const { createDocCompiler } = await import('./doc-compiler.js');
      return createDocCompiler(markdown, { stripTypes });
    })();
    const compiler = await setup;
    await compiler.prepare(batch);
    const results: SerializedCompiledDoc[] = [];
    for (const doc of batch) {
      // A turn of the event loop between docs: the bundle phase runs beside
      // this loop, and esbuild waits for this thread to answer its plugins
      // and to read its output. Compiled in one go, a small site's bundle
      // only went on once the markdown was done (measured: 1.45 s of the
      // 1.9 s between markdown and render idle, on a loaded machine).
      await nextTurn();
      const result = compiler.compile(doc, context);
      const compiled = serializeCompiledDoc(result instanceof Promise ? await result : result);
      results.push(compiled);
      onEach?.(doc, compiled);
    }
    return results;
  };
}
