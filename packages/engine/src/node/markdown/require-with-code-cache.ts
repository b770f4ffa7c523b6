import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** A CommonJS module loaded by {@link requireWithCodeCache}. */
export interface CodeCachedModule<T> {
  /** What the module assigned to `module.exports`. */
  exports: T;
  /** The compiled module, from which {@link writeCodeCache} takes V8's code. */
  script: Script;
  /** Whether V8 ran it from the cache: `false` when there was none or V8 turned it down. */
  cacheUsed: boolean;
}

/**
 * Loads a CommonJS file as `require` would, but compiled with V8's code
 * cache (`cacheFile`, made by {@link writeCodeCache}) when one is there.
 *
 * Why: TypeScript, which the JavaScript tabs need, is one 9 MB file. Node
 * 20 parses and compiles it on every build (about 390 ms of CPU on the
 * 2-core machine, most of a small site's markdown phase); from the cache it
 * loads in about 130 ms, its parser already compiled. Node 22's
 * `module.enableCompileCache()` does the same for every module, but Node 20
 * has only `vm.Script`'s `cachedData`.
 *
 * V8 checks the cache against its own version, its flags and the source's
 * length, and ignores a cache that does not match (`cacheUsed: false`): the
 * module then compiles as usual. The caller names the cache after the
 * module's version, so an upgrade never meets an older cache.
 */
export function requireWithCodeCache<T>(file: string, cacheFile?: string | URL): CodeCachedModule<T> {
  const source = readFileSync(file, 'utf8');
  let cachedData: Buffer | undefined;
  try {
    cachedData = cacheFile === undefined ? undefined : readFileSync(cacheFile);
  } catch {
    // No cache (a package built without one, or a source checkout): compile as usual.
  }
  // The wrapper Node's CommonJS loader puts around a module, so the code sees what it would under `require`.
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} as T, id: file, filename: file, loaded: false };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  return { exports: module.exports, script, cacheUsed: cachedData !== undefined && !script.cachedDataRejected };
}

/**
 * Writes V8's code for `script` to `cacheFile`: call it after using the
 * module the way a build does, so the functions that use compiled (the
 * parser's, for TypeScript) are in the cache too.
 */
export function writeCodeCache(script: Script, cacheFile: string | URL): void {
  writeFileSync(cacheFile, script.createCachedData());
}
