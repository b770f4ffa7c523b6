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

/** What this thread keeps for {@link saveCodeCaches}: the scripts waiting, and whether a call asked for them yet. */
interface PendingState {
  scripts: Set<PendingCodeCache>;
  asked: boolean;
}

/**
 * This thread's state. Kept on `globalThis` under a registered symbol
 * because each thread holds two copies of this module: one in the small
 * loader (dist/bundle/index.js) and one in the script it runs (index.cjs,
 * which loads the server renderer the same way), and both must see it.
 */
function state(): PendingState {
  const key = Symbol.for('quire.pendingCodeCaches');
  const holder = globalThis as { [key]?: PendingState };
  return (holder[key] ??= { scripts: new Set(), asked: false });
}

/** Adds a script to those {@link saveCodeCaches} writes. */
export function addPendingCodeCache(script: PendingCodeCache): void {
  state().scripts.add(script);
}

/**
 * Writes the code cache of every script this thread ran without one, of
 * those compiled under the V8 flags in effect now; the others stay for
 * {@link saveCodeCachesAtExit} or a later call. Call it when the work is
 * done (the later, the more functions the caches hold): at the end of a
 * build (the server renderer, compiled under the short run's flags), and
 * in a worker thread before its pool ends it.
 */
export function saveCodeCaches(): void {
  const pending = state();
  pending.asked = true;
  for (const script of pending.scripts) if (script.trySave()) pending.scripts.delete(script);
}

/**
 * At the process's exit, writes the caches still waiting (the engine's,
 * compiled before a CLI build's short run changed V8's flags), if a build
 * asked for them ({@link saveCodeCaches}). A process that only loaded the
 * engine, say the theme's package build, which prebuilds its bundle, would
 * otherwise write a cache of the few functions it ran, which every later
 * build would then run from, compiling the rest each time.
 */
export function saveCodeCachesAtExit(): void {
  if (state().asked) saveCodeCaches();
}
