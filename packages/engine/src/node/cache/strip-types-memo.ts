import { stripTypes, type StripTypes, type StripTypesResult } from '../markdown/strip-types.js';
import type { CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

/**
 * How many blocks each memo also keeps in memory, by their text, so that a
 * block seen before in this build is neither hashed nor looked up nor
 * written again (in the benchmark corpus 1649 TypeScript blocks are 952
 * distinct ones; hashing each was a quarter of the tabs' cost on a worker).
 */
const RECENT_ENTRIES = 1000;

/**
 * `stripTypes` remembered across builds: a code block's JavaScript twin by
 * a hash of its TypeScript, its language and the toolchain. A warm build
 * that recompiles an edited page whose code blocks did not change then
 * never parses them, and a thread whose blocks are all remembered never
 * loads the stripper (about 0.1 s of CPU). A block the memo lacks goes to `stripTypes`.
 */
export async function stripTypesMemo(store: CacheStore, toolchain: string): Promise<StripTypes> {
  const lookup = await store.lookup('strip');
  // By language and code, least recently used first; results are frozen (or fresh from JSON and never changed by callers).
  const recent = new Map<string, StripTypesResult>();
  const remember = (text: string, result: StripTypesResult) => {
    recent.set(text, result);
    if (recent.size > RECENT_ENTRIES) recent.delete(recent.keys().next().value!);
    return result;
  };
  return (code, language) => {
    const text = `${language}\0${code}`;
    const seen = recent.get(text);
    if (seen) {
      recent.delete(text);
      return remember(text, seen);
    }
    const key = contentHash('strip', toolchain, language, code);
    const cached = lookup(key);
    if (cached) {
      try {
        return remember(text, JSON.parse(cached.toString('utf8')) as StripTypesResult);
      } catch {
        // Damaged beyond what the checksum saw: strip it again.
      }
    }
    const result = stripTypes(code, language);
    void store.write('strip', key, JSON.stringify(result));
    return remember(text, result);
  };
}
