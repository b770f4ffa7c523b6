import type { BuildContext } from '../build-context.js';
import { POOL_THRESHOLD } from '../build-result.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { CompiledDocsCache } from '../cache/compiled-docs-cache.js';
import type { Doc } from '../content/doc.js';
import { DOCS_TEXT_ON_DISK_FROM } from '../content/docs-text-on-disk.js';
import { compileDocs } from '../markdown/compile-docs.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { PhasePools } from '../workers/pool-per-phase.js';

/** What the markdown phase works with besides the docs. */
export interface MarkdownPhaseInput {
  /** The build's worker threads, for as many docs as are left to compile. */
  pools: PhasePools;
  /** The build cache, where fresh docs are stored. */
  cache?: BuildCache;
  /** The compiled docs the cache holds for these docs (`BuildCache.docsCache`); none when the site's markdown cannot be cached. */
  docsCache?: CompiledDocsCache;
  /** Whether to look docs up in the cache: not in a build that began without a cache folder, nor in a retry (see `build`). */
  reuse: boolean;
}

/** What the markdown phase made. */
export interface MarkdownPhaseOutput {
  /** Every doc compiled, by doc id. */
  compiled: Map<string, SerializedCompiledDoc>;
  /** How many of them came from the cache. */
  reused: number;
}

/**
 * The markdown phase: every doc compiled to its page body, search sections,
 * headings and links, or taken from the build cache when its text and all
 * it depends on are unchanged. Fresh docs go to the cache batch by batch, so
 * a failed build still keeps them and a big site's entries are not all held
 * in memory. The phase consumes the docs' text: later phases read the
 * compiled docs, and each doc's `source` is emptied once it is compiled.
 */
export async function markdownPhase(ctx: BuildContext, docs: Doc[], { pools, cache, docsCache, reuse }: MarkdownPhaseInput): Promise<MarkdownPhaseOutput> {
  const reusable = docsCache && (reuse ? await docsCache.load(docs) : new Map<string, SerializedCompiledDoc>());
  const stored: Promise<void>[] = [];
  // Docs stored since the last flush whose text goes back to the disk once it is written (a big site's only, see `DOCS_TEXT_ON_DISK_FROM`).
  const toRelease: Array<[Doc, SerializedCompiledDoc]> | undefined = docs.length >= DOCS_TEXT_ON_DISK_FROM ? [] : undefined;
  // An MDX doc that shows partials is compiled every build: its cache key does not cover their text.
  const onCompiled =
    docsCache &&
    ((doc: Doc, result: SerializedCompiledDoc) => {
      if (result.partials !== undefined) return;
      stored.push(docsCache.store(doc, result));
      toRelease?.push([doc, result]);
    });
  // A batch's entries are written as the next batch compiles, each batch a segment of its own.
  const onBatchCompiled =
    docsCache &&
    (() => {
      const batch = toRelease?.splice(0) ?? [];
      const released = Promise.all(stored)
        .then(() => cache!.flush())
        .then(() => Promise.all(batch.map(([doc, result]) => docsCache.release(doc, result))))
        .then(() => {});
      stored.push(released);
    });
  const toCompile = docs.length - (reusable?.size ?? 0);
  // A few docs compile on this thread, with the cache's memo of JavaScript tabs; threads keep their own.
  const stripTypes = cache && toCompile > 0 && toCompile < POOL_THRESHOLD ? await cache.stripTypes() : undefined;
  const workers = cache && { cacheDir: cache.dir, toolchain: cache.toolchain };
  try {
    const compiled = await compileDocs(ctx, docs, (count) => pools.get(count), { reuse: reusable, onCompiled, onBatchCompiled, stripTypes, workers });
    return { compiled, reused: reusable?.size ?? 0 };
  } finally {
    await Promise.all(stored);
    // Written now, the entries (a copy of every page's body) are not held in memory while the pages render.
    await cache?.flush();
    for (const doc of docs) doc.source = '';
  }
}
