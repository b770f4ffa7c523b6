import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { readFile, writeFile } from '../fast-fs.js';
import { SEARCH_INDEX_VERSION } from '../../shared/search-index-format.js';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import { HASHED_SEARCH_SUBFOLDERS } from '../search/hashed-search-folders.js';
import { searchPageKey, type SearchIndexPage } from '../search/search-index-page.js';
import type { CacheStore } from './cache-store.js';
import { contentHashOf } from './content-hash.js';

/** The index's files named by a hash of their content: all but its root, and the files the previous output lends. The cache keeps only their names. */
const LENT_FOLDER = new RegExp(`^(${HASHED_SEARCH_SUBFOLDERS.join('|')})/`);

/** One file of a stored index: its path under its folder, and its length in the entry, or `lent` when only named. */
type StoredFile = { path: string; length: number } | { path: string; lent: true };

/**
 * The search index (folder `SEARCH_INDEX_DIR`) from the build cache, when it
 * holds one made from the same pages (their paths and search input, in
 * order: see `searchPageKey`), the same format version, search settings
 * (`settings`: DocSearch writes no index) and toolchain, and the previous
 * output still holds its hashed files. Otherwise `write` indexes the site
 * into `outDir`, and the folder's list of files is stored with its root.
 * One entry for the whole index: any page's edit changes every page's
 * number after it and the df of its words, so the index is made whole
 * again, and its files the last build wrote alike are linked rather than written.
 */
export async function cachedSearchIndex<T>(
  store: CacheStore,
  toolchain: string,
  input: {
    /** The index's pages, in order (see `searchPages`). */
    pages: readonly SearchIndexPage[];
    outDir: string;
    settings: unknown;
    /** Lends files of the previous output (see `PreviousOutput`), paths relative to the index folder. */
    linkPrevious?: (file: string, to: string) => boolean;
  },
  write: () => Promise<T>,
): Promise<T | undefined> {
  // Each page by its digest (see `searchPageKey`): a warm build reads no page's sections for the key.
  const key = contentHashOf([
    'search-index',
    String(SEARCH_INDEX_VERSION),
    toolchain,
    JSON.stringify(input.settings),
    ...input.pages.flatMap((page) => [page.url, searchPageKey(page)]),
  ]);
  const dir = join(input.outDir, SEARCH_INDEX_DIR);
  const payload = input.linkPrevious && (await store.read('client', key));
  if (payload && (await restore(payload, dir, input.linkPrevious!))) return undefined;
  await rm(dir, { recursive: true, force: true });

  const result = await write();
  const files = await listFolder(dir);
  const kept = files.filter((path) => !LENT_FOLDER.test(path));
  const contents = await Promise.all(kept.map((path) => readFile(join(dir, path))));
  const bytes = new Map(kept.map((path, i) => [path, contents[i]!]));
  const header: StoredFile[] = files.map((path) => (bytes.has(path) ? { path, length: bytes.get(path)!.length } : { path, lent: true }));
  await store.write('client', key, Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), ...kept.map((path) => bytes.get(path)!)]));
  return result;
}

/** Every file under `dir`, relative to it with forward slashes, sorted. */
async function listFolder(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/**
 * Puts a stored index folder back; false when the entry does not parse or a lent file is no longer in the previous output.
 * `linkPrevious` takes paths relative to the folder.
 */
async function restore(payload: Buffer, dir: string, linkPrevious: (file: string, to: string) => boolean): Promise<boolean> {
  const newline = payload.indexOf(10);
  let header: StoredFile[];
  try {
    header = JSON.parse(payload.toString('utf8', 0, newline)) as StoredFile[];
  } catch {
    return false;
  }
  if (!Array.isArray(header) || header.reduce((n, f) => n + ('length' in f ? f.length : 0), newline + 1) !== payload.length) return false;
  let offset = newline + 1;
  const files = header.map((file) => {
    const at = offset;
    if ('length' in file) offset += file.length;
    return { file: join(dir, file.path), path: file.path, bytes: 'length' in file ? payload.subarray(at, offset) : undefined };
  });
  await Promise.all([...new Set(files.map((f) => dirname(f.file)))].map((folder) => mkdir(folder, { recursive: true })));
  if (!files.every((f) => f.bytes !== undefined || linkPrevious(f.path, f.file))) return false;
  await Promise.all(files.map((f) => f.bytes && writeFile(f.file, f.bytes)));
  return true;
}
