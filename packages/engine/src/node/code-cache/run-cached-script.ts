import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { Script } from 'node:vm';
import { CodeCacheStore } from './code-cache-store.js';
import { v8CacheTag } from './v8-cache-tag.js';

/** How {@link runCachedScript} runs one of the engine's bundled CommonJS scripts. */
export interface CachedScriptOptions {
  /** The script's absolute path (`dist/bundle/index.cjs`). */
  file: string;
  /** A hash of the script's text, from the bundle step: V8 checks a cache against the source's length only, so the cache's name carries it. */
  sourceHash: string;
  /** The loader's `import.meta`, which the script sees as its own (the bundle step renames `import.meta` to `__quireImportMeta`). */
  importMeta: ImportMeta;
  /** The loader's `import()`, for the script's dynamic imports (a `vm.Script` has none of its own on Node 20 without an experimental flag). */
  importModule: (specifier: string) => Promise<unknown>;
  /** What the script's `require` returns for these ES modules, imported by the loader: `require` would give their namespace where the script wants the default export. */
  esModules?: Record<string, unknown>;
  /** Where caches are kept (default: beside the script, else under the temporary folder). */
  store?: CodeCacheStore;
}

/** A script run by {@link runCachedScript}. */
export interface CachedScript {
  /** What the script assigned to `module.exports`. */
  exports: Record<string, unknown>;
  /** Whether V8 ran it from a cache: `false` when there was none or V8 turned it down. */
  cacheUsed: boolean;
  /**
   * Writes V8's code for the script (every function compiled so far,
   * those the process ran included) as its cache, unless it ran from one.
   * Call it once the work is done: the later, the more functions it holds.
   * Never throws.
   *
   * @returns the file written, or `undefined` (cache used, or nothing writable).
   */
  saveCache(): string | undefined;
}

/**
 * Runs a CommonJS script of the engine's bundle, compiled from V8's code
 * cache when there is one for this script, this V8 and these V8 flags.
 *
 * Why: Node 20 compiles an ES module from its source on every run (Node
 * 22's `module.enableCompileCache()` is not there; only `vm.Script`'s
 * `cachedData`), and V8 compiles each function when it is first called.
 * For the 2.2 MB engine that was about 50 ms of a 44-page build's import
 * and more as it ran; a cache saved after a build holds the functions the
 * build ran too.
 */
export function runCachedScript(options: CachedScriptOptions): CachedScript {
  const { file, sourceHash } = options;
  const store = options.store ?? new CodeCacheStore(dirname(file));
  const base = basename(file);
  const nameFor = (tag: string): string => `${base}.${sourceHash}.${tag}.v8-cache`;
  const cached = store.read(nameFor(v8CacheTag()));
  // The wrapper Node's CommonJS loader puts around a module, plus the loader's `import()` and `import.meta`.
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname, __quireImport, __quireImportMeta) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file, ...(cached && { cachedData: cached.data }) },
  );
  const cacheUsed = cached !== undefined && !script.cachedDataRejected;
  const module = { exports: {} as Record<string, unknown> };
  const requireFromScript = createRequire(file);
  const esModules = options.esModules ?? {};
  const require = Object.assign((id: string): unknown => (Object.hasOwn(esModules, id) ? esModules[id] : requireFromScript(id)), requireFromScript);
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, require, module, file, dirname(file), options.importModule, options.importMeta);

  let saved = false;
  return {
    exports: module.exports,
    cacheUsed,
    saveCache() {
      if (cacheUsed || saved) return undefined;
      saved = true;
      try {
        // Named after the flags in effect now, which V8 writes into the cache's header (they may differ from those at load).
        const name = nameFor(v8CacheTag());
        // Another thread or process that also started without a cache wrote one since: keep it (a rejected one is replaced).
        if (cached === undefined && store.read(name) !== undefined) return undefined;
        return store.write(name, script.createCachedData(), (entry) => entry.startsWith(`${base}.`) && !entry.startsWith(`${base}.${sourceHash}.`) && entry.endsWith('.v8-cache'));
      } catch {
        return undefined;
      }
    },
  };
}
