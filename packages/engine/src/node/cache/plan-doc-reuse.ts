import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { SearchHeadStart } from '../search/search-head-start.js';
import type { CompiledDocsCache } from './compiled-docs-cache.js';

type Reused = Map<string, SerializedCompiledDoc>;

/** What the markdown phase compiles first and what it takes from the cache (see {@link planDocReuse}). */
export interface DocReusePlan {
  /** Docs compiled before the cache is looked up for the others (`compileDocs`' `first`). */
  first: Doc[];
  /** `compileDocs`' `reuse`: the cached docs, or a function looking them up once `first` is compiled. */
  reuse: Reused | (() => Promise<Reused>) | undefined;
  /** Docs compiled before any thread could take work: decides whether this thread strips types itself. */
  toCompileFirst: number;
  /** How many docs came from the cache, once `reuse` has been looked up. */
  reusedCount(): number;
}

/** What {@link planDocReuse} works with. */
export interface DocReuseOptions {
  docsCache?: CompiledDocsCache;
  headStart?: SearchHeadStart;
  /** The build began without a cache folder: nothing can be found in it. */
  fresh?: boolean;
  /** Edited docs from which they are too many to compile on this thread first. */
  firstLimit: number;
}

/**
 * Plans the cache lookups of the markdown phase. A doc taken from the cache
 * is offered to Pagefind's head start, which may be waiting for its text.
 * The docs the head start waits for (those edited since the last build) are
 * looked up first and, when missing and few, compiled before the other
 * docs' entries are read and checked, so that search does not wait on the
 * whole lookup. A build that began without a cache folder looks up
 * nothing: each doc's key, a hash of its text, is then worked out only as
 * its result is stored, while the threads compile.
 */
export async function planDocReuse(docs: readonly Doc[], { docsCache, headStart, fresh, firstLimit }: DocReuseOptions): Promise<DocReusePlan> {
  let found: Reused | undefined;
  const plan = (first: Doc[], reuse: DocReusePlan['reuse']): DocReusePlan => ({
    first,
    reuse,
    toCompileFirst: first.length > 0 ? first.length : docs.length - (found?.size ?? 0),
    reusedCount: () => found?.size ?? 0,
  });
  if (!docsCache) return plan([], undefined);
  if (fresh) return plan([], (found = new Map()));
  const load = async (some: readonly Doc[]) => {
    const hits = await docsCache.load(some);
    if (headStart) for (const doc of some) if (hits.has(doc.id)) headStart.offer(doc.filePath, hits.get(doc.id)!);
    return hits;
  };
  const waitedFor = headStart ? await headStart.changedSources() : new Set<string>();
  const suspects = waitedFor.size > 0 && waitedFor.size < firstLimit ? docs.filter((doc) => waitedFor.has(doc.filePath)) : [];
  const early = suspects.length > 0 ? await load(suspects) : new Map<string, SerializedCompiledDoc>();
  const first = suspects.filter((doc) => !early.has(doc.id));
  const loadRest = async () => {
    const looked = new Set(suspects);
    const rest = await load(docs.filter((doc) => !looked.has(doc)));
    for (const [id, doc] of early) rest.set(id, doc);
    return (found = rest);
  };
  return first.length > 0 ? plan(first, loadRest) : plan([], await loadRest());
}
