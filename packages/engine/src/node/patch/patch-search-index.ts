import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SEARCH_INDEX_ROOT_FILE } from '../../shared/search-index-format.js';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import type { BuildCache } from '../cache/build-cache.js';
import { searchPageKey, type SearchIndexPage } from '../search/search-index-page.js';
import { updateSearchIndex } from '../search/update-search-index.js';

/** A search index updated for a patch, in the staging folder, ready to go into the output. */
export interface SearchPatch {
  /** The files written, relative to the index folder, the root last. */
  written: string[];
  /** The last index's files the new one no longer has, relative to the index folder. */
  removed: string[];
  /** Records the new index in the cache; once it is in the output folder. */
  store(): Promise<void>;
}

/**
 * The last search index updated for the changed pages (by their number in
 * the index), into the staging folder's index folder, its other files left
 * where they are in the output folder (see `updateSearchIndex`). Undefined
 * when it cannot be (no index recorded, or its files not as recorded): the
 * build is then whole. A patch whose pages' search input is unchanged
 * writes nothing.
 */
export async function patchSearchIndex(
  cache: BuildCache,
  settings: unknown,
  { outDir, staging, pages }: { outDir: string; staging: string; pages: ReadonlyMap<number, SearchIndexPage> },
): Promise<SearchPatch | undefined> {
  const previous = await cache.lastSearchIndex(settings);
  if (!previous) return undefined;
  const keys = [...previous.keys];
  const all: SearchIndexPage[] = [];
  // Only the changed pages are read; the others are the last index's, which the update leaves as they are.
  all.length = keys.length;
  const changed: number[] = [];
  for (const [number, page] of pages) {
    if (number >= keys.length) return undefined;
    const key = searchPageKey(page);
    if (key === keys[number]) continue;
    keys[number] = key;
    all[number] = page;
    changed.push(number);
  }
  if (changed.length === 0) return { written: [], removed: [], store: () => Promise.resolve() };
  changed.sort((a, b) => a - b);
  const lastDir = join(outDir, SEARCH_INDEX_DIR);
  const dir = join(staging, SEARCH_INDEX_DIR);
  const kept = new Set<string>();
  const root = await updateSearchIndex({
    previous,
    pages: all,
    changed,
    dir,
    readPrevious: (file) => {
      try {
        return Promise.resolve(readFileSync(join(lastDir, file)));
      } catch {
        return Promise.resolve(undefined);
      }
    },
    // Left in the output folder, where the new index finds it beside the files the patch moves in. Not checked one by
    // one (100 000 fragments took 0.4 s): the output is as the record left it (see `BuildRecord.manifestStamp`).
    linkPrevious: (file) => {
      kept.add(file);
      return true;
    },
  });
  if (!root) return undefined;
  const written = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((file) => file !== SEARCH_INDEX_ROOT_FILE)
    .sort();
  const files = [...new Set([...kept, ...written])].sort();
  const removed = previous.files.filter((file) => !kept.has(file) && !written.includes(file));
  const rootBytes = readFileSync(join(dir, SEARCH_INDEX_ROOT_FILE));
  return {
    written: [...written, SEARCH_INDEX_ROOT_FILE],
    removed,
    store: () => cache.storeSearchIndex(settings, { urls: previous.urls, keys, files, root: rootBytes }),
  };
}
