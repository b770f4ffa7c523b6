import { stripTypes, type StripTypes, type StripTypesResult } from '../markdown/strip-types.js';
import type { CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

/**
 * `stripTypes` remembered across builds: a code block's JavaScript twin by
 * a hash of its TypeScript, its language and the toolchain. A warm build
 * that recompiles an edited page whose code blocks did not change then
 * never loads TypeScript. A block the memo lacks goes to `stripTypes`, which
 * throws `StripTypesNotLoaded` until TypeScript is loaded: the caller loads
 * it and compiles the doc again.
 */
export async function stripTypesMemo(store: CacheStore, toolchain: string): Promise<StripTypes> {
  const lookup = await store.lookup('strip');
  return (code, language) => {
    const key = contentHash('strip', toolchain, language, code);
    const cached = lookup(key);
    if (cached) {
      try {
        return JSON.parse(cached.toString('utf8')) as StripTypesResult;
      } catch {
        // Damaged beyond what the checksum saw: strip it again.
      }
    }
    const result = stripTypes(code, language);
    void store.write('strip', key, JSON.stringify(result));
    return result;
  };
}
