import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { readFile, writeFile } from '../fast-fs.js';
import { isSearchIndexRoot, SEARCH_INDEX_ROOT_FILE, SEARCH_INDEX_VERSION } from '../../shared/search-index-format.js';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import { HASHED_SEARCH_SUBFOLDERS } from '../search/hashed-search-folders.js';
import { searchUrlsKey, type PreviousSearchIndex } from '../search/plan-search-index-update.js';
import { searchPageKey, type SearchIndexPage } from '../search/search-index-page.js';
import type { CacheStore } from './cache-store.js';
import { contentHashOf } from './content-hash.js';

/** The index's files named by a hash of their content: all but its root, and the files the previous output lends. The cache keeps only their names. */
const LENT_FOLDER = new RegExp(`^(${HASHED_SEARCH_SUBFOLDERS.join('|')})/`);

/** One file of a stored index: its path under its folder, and its length in the entry, or `lent` when only named. */
type StoredFile = { path: string; length: number } | { path: string; lent: true };

/** The header of the entry: the index's pages (see `PreviousSearchIndex`) and its files. */
interface StoredIndex {
  urls: string;
  keys: string[];
  files: StoredFile[];
}

/** Bumped when the entry's layout or what it stands for changes (2: the last index's pages, kept for an update in place). */
const ENTRY_FORMAT = '2';

/**
 * The search index (folder `SEARCH_INDEX_DIR`) from the build cache, when it
 * holds one made from the same pages (their paths and search input, in
 * order: see `searchPageKey`), the same format version, search settings
 * (`settings`: DocSearch writes no index) and toolchain, and the previous
 * output still holds its hashed files. Otherwise `write` indexes the site
 * into `outDir`, given the last index the entry recorded (its root, its
 * pages' URLs and keys, its files) to update in place when few pages changed
 * (see `planSearchIndexUpdate`); the folder's list of files is then stored
 * with its root and pages. One entry per site (keyed by the version,
 * settings and toolchain only): it always describes the last index written,
 * whose files, named by their content, the previous output lends.
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
  write: (previous?: PreviousSearchIndex) => Promise<T>,
): Promise<T | undefined> {
  const key = entryKey(toolchain, input.settings);
  // Each page by its digest (see `searchPageKey`): a warm build reads no page's sections for the key.
  const urls = searchUrlsKey(input.pages);
  const keys = input.pages.map(searchPageKey);
  const dir = join(input.outDir, SEARCH_INDEX_DIR);
  const payload = input.linkPrevious && (await store.read('client', key));
  const stored = payload && parseEntry(payload);
  if (stored && stored.header.urls === urls && sameKeys(stored.header.keys, keys) && (await restore(stored, dir, input.linkPrevious!))) return undefined;
  await rm(dir, { recursive: true, force: true });

  const result = await write(stored ? previousIndex(stored) : undefined);
  const files = await listFolder(dir);
  const kept = files.filter((path) => !LENT_FOLDER.test(path));
  const contents = await Promise.all(kept.map((path) => readFile(join(dir, path))));
  const bytes = new Map(kept.map((path, i) => [path, contents[i]!]));
  await store.write('client', key, encodeEntry(urls, keys, files, bytes));
  return result;
}

/**
 * The last index the cache recorded (see `PreviousSearchIndex`), for a
 * patch to update in place; undefined when there is none for these settings.
 */
export async function readSearchIndexEntry(store: CacheStore, toolchain: string, settings: unknown): Promise<PreviousSearchIndex | undefined> {
  const payload = await store.read('client', entryKey(toolchain, settings));
  const stored = payload && parseEntry(payload);
  return stored ? previousIndex(stored) : undefined;
}

/** Records an index a patch updated in place: its pages' keys, its hashed files (lent by the output folder) and its root. */
export async function writeSearchIndexEntry(
  store: CacheStore,
  toolchain: string,
  settings: unknown,
  index: { urls: string; keys: readonly string[]; files: readonly string[]; root: Uint8Array },
): Promise<void> {
  const files = [...index.files, SEARCH_INDEX_ROOT_FILE].sort();
  await store.write('client', entryKey(toolchain, settings), encodeEntry(index.urls, index.keys, files, new Map([[SEARCH_INDEX_ROOT_FILE, index.root]])));
}

function entryKey(toolchain: string, settings: unknown): string {
  return contentHashOf(['search-index', ENTRY_FORMAT, String(SEARCH_INDEX_VERSION), toolchain, JSON.stringify(settings)]);
}

/** An entry: its header, then the bytes of the files it keeps (`bytes`), in file order; the others are lent. */
function encodeEntry(urls: string, keys: readonly string[], files: readonly string[], bytes: ReadonlyMap<string, Uint8Array>): Buffer {
  const header: StoredIndex = { urls, keys: [...keys], files: files.map((path) => (bytes.has(path) ? { path, length: bytes.get(path)!.length } : { path, lent: true })) };
  return Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), ...files.filter((path) => bytes.has(path)).map((path) => bytes.get(path)!)]);
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** An entry's header and stored files, each with its bytes or lent; undefined when it does not parse. */
function parseEntry(payload: Buffer): { header: StoredIndex; files: Array<{ path: string; bytes?: Buffer }> } | undefined {
  const newline = payload.indexOf(10);
  let header: StoredIndex;
  try {
    header = JSON.parse(payload.toString('utf8', 0, newline)) as StoredIndex;
  } catch {
    return undefined;
  }
  if (typeof header !== 'object' || !header || typeof header.urls !== 'string' || !Array.isArray(header.keys) || !Array.isArray(header.files)) return undefined;
  if (header.files.reduce((n, f) => n + ('length' in f ? f.length : 0), newline + 1) !== payload.length) return undefined;
  let offset = newline + 1;
  const files = header.files.map((file) => {
    const at = offset;
    if ('length' in file) offset += file.length;
    return { path: file.path, bytes: 'length' in file ? payload.subarray(at, offset) : undefined };
  });
  return { header, files };
}

/** The last index as an entry recorded it, for an update in place; undefined without a root that parses. */
function previousIndex({ header, files }: NonNullable<ReturnType<typeof parseEntry>>): PreviousSearchIndex | undefined {
  const rootBytes = files.find((file) => file.path === SEARCH_INDEX_ROOT_FILE)?.bytes;
  if (!rootBytes) return undefined;
  try {
    const root: unknown = JSON.parse(rootBytes.toString('utf8'));
    if (!isSearchIndexRoot(root)) return undefined;
    return { root, urls: header.urls, keys: header.keys, files: files.filter((file) => !file.bytes).map((file) => file.path) };
  } catch {
    return undefined;
  }
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
 * Puts a stored index folder back; false when a lent file is no longer in the previous output.
 * `linkPrevious` takes paths relative to the folder.
 */
async function restore(stored: NonNullable<ReturnType<typeof parseEntry>>, dir: string, linkPrevious: (file: string, to: string) => boolean): Promise<boolean> {
  const files = stored.files.map((file) => ({ ...file, file: join(dir, file.path) }));
  await Promise.all([...new Set(files.map((f) => dirname(f.file)))].map((folder) => mkdir(folder, { recursive: true })));
  if (!files.every((f) => f.bytes !== undefined || linkPrevious(f.path, f.file))) return false;
  await Promise.all(files.map((f) => f.bytes && writeFile(f.file, f.bytes)));
  return true;
}
