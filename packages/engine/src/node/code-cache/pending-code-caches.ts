/** A script run without a usable code cache, whose cache is written by {@link saveCodeCaches}. */
export interface PendingCodeCache {
  /**
   * Writes the cache if V8's flags are those the script was compiled under
   * (a cache written under other flags would be of no use to the next run,
   * which V8 would turn down). Returns whether it was written or is no
   * longer needed; never throws.
   */
  trySave(): boolean;
}

/**
 * The scripts of this thread waiting to have their code cache written. Kept
 * on `globalThis` under a registered symbol because each thread holds two
 * copies of this module: one in the small loader (dist/bundle/index.js)
 * and one in the script it runs (index.cjs, which loads the server
 * renderer the same way), and both must see the same list.
 */
function pending(): Set<PendingCodeCache> {
  const key = Symbol.for('quire.pendingCodeCaches');
  const holder = globalThis as { [key]?: Set<PendingCodeCache> };
  return (holder[key] ??= new Set());
}

/** Adds a script to those {@link saveCodeCaches} writes. */
export function addPendingCodeCache(script: PendingCodeCache): void {
  pending().add(script);
}

/**
 * Writes the code cache of every script this thread ran without one, of
 * those compiled under the V8 flags in effect now; the others stay for a
 * later call. Call it when the work is done (the later, the more functions
 * the caches hold): the CLI's process at the end of a build (the server
 * renderer, compiled under the short run's flags) and at exit (the engine,
 * compiled before them); a worker thread before its pool ends it.
 */
export function saveCodeCaches(): void {
  for (const script of pending()) if (script.trySave()) pending().delete(script);
}
