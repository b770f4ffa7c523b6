import type { FrontMatter } from '../content/doc.js';
import { frontMatterYaml } from '../content/front-matter-yaml.js';
import { readFrontMatter } from '../content/read-front-matter.js';
import type { CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

/**
 * `parseFrontMatter` remembered across builds, by a hash of the doc's whole
 * source and the toolchain: a warm build parses the YAML of the docs that
 * changed, not of all of them. Front matter that fails to parse is not
 * remembered (the error names the file; it is thrown every time), nor is
 * any whose values JSON cannot carry exactly (`.inf`, `.nan`).
 */
export async function frontMatterMemo(store: CacheStore, toolchain: string): Promise<(source: string, filePath: string) => Promise<FrontMatter>> {
  const lookup = await store.lookup('frontMatter');
  return async (source, filePath) => {
    // What front matter parses to depends on its YAML alone (the file path only names the file in an error):
    // the key hashes that, not the whole doc (12 MB of sources at 1000 pages, hashed again for the docs' own keys).
    const yamlText = frontMatterYaml(source);
    if (yamlText === undefined) return {};
    const key = contentHash('front-matter', toolchain, yamlText);
    const cached = lookup(key);
    if (cached) {
      try {
        return JSON.parse(cached.toString('utf8')) as FrontMatter;
      } catch {
        // Damaged beyond what the checksum saw: parse it again.
      }
    }
    const frontMatter = await readFrontMatter(source, filePath);
    if (jsonSafe(frontMatter)) void store.write('frontMatter', key, JSON.stringify(frontMatter));
    return frontMatter;
  };
}

/** Whether JSON gives the very same value back. */
function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(jsonSafe);
  return false;
}
