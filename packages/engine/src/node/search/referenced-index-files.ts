import { decode } from 'cborg';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { readFile } from '../fast-fs.js';

/** What Pagefind puts before the CBOR of every file it compresses. */
const PAGEFIND_MAGIC = 'pagefind_dcd';

/**
 * The files of a Pagefind index folder that its metadata names, relative to
 * the folder: each language's page fragments (`fragment/<hash>.pf_fragment`),
 * word index chunks (`index/<hash>.pf_index`) and filter indexes
 * (`filter/<hash>.pf_filter`). Read from `pagefind-entry.json`, which names
 * each language's `pagefind.<hash>.pf_meta`, a gzipped CBOR array:
 * `[version, pages: [hash, words, bundle][], chunks: [from, to, hash][], filters: [name, hash][], …]`.
 *
 * Undefined when the folder is not in that layout (another Pagefind version,
 * fragments bundled into shared files): the caller then cannot tell which
 * files are used and must write the index into an empty folder.
 */
export async function referencedIndexFiles(dir: string): Promise<Set<string> | undefined> {
  try {
    const entry = JSON.parse((await readFile(join(dir, 'pagefind-entry.json'))).toString('utf8')) as { languages?: Record<string, { hash?: unknown }> };
    const languages = Object.values(entry.languages ?? {});
    if (languages.length === 0) return undefined;
    const files = new Set<string>();
    for (const { hash } of languages) {
      if (typeof hash !== 'string' || !/^[\w-]+$/.test(hash)) return undefined;
      const meta = readMeta(await readFile(join(dir, `pagefind.${hash}.pf_meta`)));
      if (!meta) return undefined;
      for (const name of meta) files.add(name);
    }
    return files;
  } catch {
    return undefined;
  }
}

/** The file names one language's metadata refers to; undefined when its shape is not the known one. */
function readMeta(gzipped: Uint8Array): string[] | undefined {
  const bytes = gunzipSync(gzipped);
  if (bytes.toString('latin1', 0, PAGEFIND_MAGIC.length) !== PAGEFIND_MAGIC) return undefined;
  const meta: unknown = decode(bytes.subarray(PAGEFIND_MAGIC.length));
  if (!Array.isArray(meta) || typeof meta[0] !== 'string') return undefined;
  const [, pages, chunks, filters] = meta as unknown[];
  const names: string[] = [];
  const hashes = (list: unknown, at: number, folder: string, ext: string, rest?: (item: unknown[]) => boolean): boolean =>
    Array.isArray(list) &&
    list.every((item: unknown) => {
      if (!Array.isArray(item) || typeof item[at] !== 'string' || !/^[\w-]+$/.test(item[at]) || (rest && !rest(item))) return false;
      names.push(`${folder}/${item[at]}.${ext}`);
      return true;
    });
  // A page whose third field names a bundle has its fragment in a shared file this does not know.
  const ownFragment = (page: unknown[]) => page[2] === undefined || page[2] === '';
  const known =
    hashes(pages, 0, 'fragment', 'pf_fragment', ownFragment) &&
    hashes(chunks, 2, 'index', 'pf_index') &&
    (filters === undefined || hashes(filters, 1, 'filter', 'pf_filter'));
  return known ? names : undefined;
}
