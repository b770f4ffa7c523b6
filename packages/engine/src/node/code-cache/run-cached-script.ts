import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { Script } from 'node:vm';
import { CodeCacheStore } from './code-cache-store.js';
import { addPendingCodeCache } from './pending-code-caches.js';
import { v8CacheTag } from './v8-cache-tag.js';

/** How {@link runCachedScript} runs one of the engine's bundled CommonJS scripts. */
export interface CachedScriptOptions {
  /** The script's absolute path (`dist/bundle/index.cjs`). */
  file: string;
  /** The script's text, when the caller has it already (default: read from `file`). */
  source?: string;
  /**
   * The file holds {@link wrapScriptSource}'s output (the engine's bundled
   * entries do): it is read as Latin-1, one byte per character with no
   * decoding, and compiled as it is. Otherwise the text is wrapped here,
   * and V8 then copies the whole of it into one string before compiling
   * (megabytes for the engine, in every thread, each fresh page a fault).
   */
  prewrapped?: boolean;
  /** The name its caches go by (default: the file's name): the server renderer's file name changes with each build. */
  cacheName?: string;
  /** How many caches of other versions of the script to keep (default 0): one per site for the server renderer. */
  keepOthers?: number;
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
   * those the process ran included) as its cache, unless it ran from one
   * or V8's flags changed since it was compiled. Call it once the work is
   * done: the later, the more functions it holds. Never throws. Scripts
   * also wait in a list that `saveCodeCaches` writes.
   *
   * @returns the file written, or `undefined` (cache used, flags changed, or nothing writable).
   */
  saveCache(): string | undefined;
}

/** The wrapper Node's CommonJS loader puts around a module, plus the loader's `import()` and `import.meta`. */
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname, __quireImport, __quireImportMeta) {';
const WRAPPER_TAIL = '\n})';

/**
 * A CommonJS script's text as {@link runCachedScript} compiles it, to write
 * to a file it then runs with `prewrapped`: wrapped as a function, and ASCII
 * only, each other UTF-16 unit written `\uXXXX`.
 *
 * Why: V8 keeps a script's source as one byte per character only when
 * every character is Latin-1, else two; a few dashes and quotes in the
 * comments of a 2.3 MB bundle doubled it. And text read into a string and
 * then wrapped is copied once more by V8. Each fresh page of memory is a
 * page fault, about 12 µs on the bench machine: written this way, a 44-page
 * build took 2,500 fewer (29,500 to 27,000, 8 interleaved pairs) and a
 * 1000-page build, with three threads loading the engine, 8,000 fewer.
 *
 * The escapes are right where the text is esbuild's ASCII output (its
 * default `charset`): esbuild escapes every non-ASCII character of the code,
 * so those left are in comments, where any text goes. In a string, a
 * template, a regular expression or a name, `\uXXXX` means the same
 * character too.
 */
export function wrapScriptSource(text: string): string {
  return `${WRAPPER_HEAD}${text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}${WRAPPER_TAIL}`;
}

/**
 * Runs a CommonJS script of the engine's bundle, compiled from V8's code
 * cache when there is one for this script, this V8 and these V8 flags.
 *
 * Why: Node 20 compiles an ES module from its source on every run (Node
 * 22's `module.enableCompileCache()` is not there; only `vm.Script`'s
 * `cachedData`), and V8 compiles each function when it is first called.
 * Measured on the 2-core machine: importing the 2.2 MB engine took about
 * 130 ms of CPU, 87 ms from its cache; a cache saved after a build holds
 * the functions the build ran too, and a 44-page build used about 120 ms
 * of CPU less in all (engine and server renderer). Writing the engine's
 * cache takes about 15 ms, once.
 */
export function runCachedScript(options: CachedScriptOptions): CachedScript {
  const { file, sourceHash } = options;
  const store = options.store ?? new CodeCacheStore(dirname(file));
  const base = options.cacheName ?? basename(file);
  const nameFor = (tag: string): string => `${base}.${sourceHash}.${tag}.v8-cache`;
  const tag = v8CacheTag();
  const cached = store.read(nameFor(tag));
  const source = options.prewrapped ? readFileSync(file, 'latin1') : `${WRAPPER_HEAD}${options.source ?? readFileSync(file, 'utf8')}${WRAPPER_TAIL}`;
  const script = new Script(source, { filename: file, ...(cached && { cachedData: cached.data }) });
  const cacheUsed = cached !== undefined && !script.cachedDataRejected;
  // Not the data itself: the closure below would keep its megabytes alive for the life of the process.
  const hadCache = cached !== undefined;
  const module = { exports: {} as Record<string, unknown> };
  const requireFromScript = createRequire(file);
  const esModules = options.esModules ?? {};
  const require = Object.assign((id: string): unknown => (Object.hasOwn(esModules, id) ? esModules[id] : requireFromScript(id)), requireFromScript);
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, require, module, file, dirname(file), options.importModule, options.importMeta);

  const keepOthers = options.keepOthers ?? 0;
  let done = cacheUsed;
  let written: string | undefined;
  const trySave = (): boolean => {
    if (done) return true;
    try {
      // V8 writes the flags in effect now into the cache's header: under others than at load, the next run could not use it.
      if (v8CacheTag() !== tag) return false;
      done = true;
      const name = nameFor(tag);
      // Another thread or process that also started without a cache wrote one since: keep it (a rejected one is replaced).
      if (!hadCache && store.read(name) !== undefined) return true;
      written = store.write(name, script.createCachedData(), (entries) => staleCaches(entries, base, sourceHash, keepOthers));
    } catch {
      // A cache is only ever a saving.
    }
    return true;
  };
  if (!cacheUsed) addPendingCodeCache({ trySave });
  return {
    exports: module.exports,
    cacheUsed,
    saveCache: () => (trySave() ? written : undefined),
  };
}

/**
 * The caches of `base` to remove once one for `sourceHash` is written:
 * those of other versions of the script, but for the `keepOthers` written
 * last (a script's caches under other V8 flags stay).
 */
function staleCaches(entries: Array<{ name: string; mtimeMs: number }>, base: string, sourceHash: string, keepOthers: number): string[] {
  const others = new Map<string, number>();
  for (const { name, mtimeMs } of entries) {
    if (!name.startsWith(`${base}.`) || !name.endsWith('.v8-cache')) continue;
    const hash = name.slice(base.length + 1).split('.')[0]!;
    if (hash !== sourceHash) others.set(hash, Math.max(others.get(hash) ?? 0, mtimeMs));
  }
  const stale = new Set([...others].sort((a, b) => b[1] - a[1]).slice(keepOthers).map(([hash]) => hash));
  return entries.filter(({ name }) => name.startsWith(`${base}.`) && stale.has(name.slice(base.length + 1).split('.')[0]!)).map(({ name }) => name);
}
