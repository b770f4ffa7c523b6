import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  bucketOf,
  decodeBucket,
  encodeBucket,
  PAGE_TABLE_SIZE,
  SEARCH_FILE_EXTENSION,
  SEARCH_INDEX_ROOT_FILE,
  type DecodedTerm,
  type SearchFragment,
  type SearchIndexRoot,
} from '../../shared/search-index-format.js';
import { searchTerm } from '../../shared/search-terms.js';
import { pauseForTest } from '../test-pause.js';
import { HASHED_SEARCH_SUBFOLDERS } from './hashed-search-folders.js';
import { pageTermWeights } from './page-term-weights.js';
import type { PreviousSearchIndex } from './plan-search-index-update.js';
import { searchFileStem } from './search-file-stem.js';
import { pageOfFragment, searchFragment } from './search-fragment.js';
import { SEARCH_GZIP_LEVEL } from './search-index-builder.js';
import type { SearchIndexPage } from './search-index-page.js';

/** What {@link updateSearchIndex} reads. */
export interface SearchIndexUpdateInput {
  /** The last index (see `PreviousSearchIndex`), whose files the previous output holds. */
  previous: PreviousSearchIndex;
  /** Every page, in index order: the same pages in the same order as the last index's. */
  pages: readonly SearchIndexPage[];
  /** The page numbers whose search input changed (see `planSearchIndexUpdate`), ascending. */
  changed: readonly number[];
  /** The new index folder (empty). */
  dir: string;
  /** A file of the previous output's index (path relative to its folder), as it is on disk; undefined when there is none. */
  readPrevious: (file: string) => Promise<Uint8Array | undefined>;
  /** Hard-links the previous output's index file `file` to `to`; false when it cannot (see `PreviousOutput.link`). */
  linkPrevious: (file: string, to: string) => boolean;
  gzipLevel?: number;
}

/** Pages recounted between two turns of the event loop, as the whole build does beside the render phase. */
const PAGES_PER_TURN = 32;
/** Buckets encoded between two turns of the event loop. */
const BUCKETS_PER_TURN = 16;

/** What the changed pages do to one term: how many of them had it, and the pages (ascending) that have it now with its weight on each. */
interface TermChange {
  had: number;
  pages: number[];
  weights: number[];
}

/**
 * Updates the last index in place for a few changed pages, into `dir`: each
 * changed page's old postings (counted again from its last fragment, with
 * the same `pageTermWeights` the builder uses) are replaced by its new ones
 * in the buckets that hold any of their terms; its fragment and its page
 * table are written anew; every other file is linked from the previous
 * output; the root last. The decoded index is the one a whole build of the
 * pages makes (the tests hold it to that), though its buckets may be cut
 * otherwise: an updated bucket may grow past `BUCKET_TARGET_BYTES` or shrink
 * far below it, and the next whole build cuts it again.
 *
 * Returns the new root, or undefined when the update cannot be made exactly
 * (a file of the last index missing, unreadable or not what its name says, a
 * posting not where the last fragment says): the caller then builds the
 * index whole, into an emptied folder. Failing to write rejects.
 */
export async function updateSearchIndex(input: SearchIndexUpdateInput): Promise<SearchIndexRoot | undefined> {
  const { previous, pages, changed, dir } = input;
  const { root } = previous;
  const level = input.gzipLevel ?? SEARCH_GZIP_LEVEL;
  const gzip = (data: Uint8Array | string) => gzipSync(data, { level });
  if (root.tables.length !== Math.ceil(pages.length / PAGE_TABLE_SIZE)) return undefined;

  /** The uncompressed bytes of the last index's file `stem`, when it is there and its content is what its name (a hash of it) says. */
  const read = async (stem: string): Promise<Buffer | undefined> => {
    const bytes = await input.readPrevious(stem + SEARCH_FILE_EXTENSION);
    if (!bytes) return undefined;
    try {
      const raw = gunzipSync(bytes);
      return searchFileStem(stem.slice(0, stem.indexOf('/')), raw) === stem ? raw : undefined;
    } catch {
      return undefined;
    }
  };
  const readJson = async <T>(stem: string): Promise<T | undefined> => {
    const raw = await read(stem);
    return raw && (JSON.parse(raw.toString('utf8')) as T);
  };

  /**
   * Files written in place of the last index's, by path; and the last index's page tables and fragments they
   * replace. (Buckets are linked by what the new root names: split keys whose buckets hold no term share one file.)
   */
  const written = new Map<string, Uint8Array>();
  const replaced = new Set<string>();
  const replace = (oldStem: string | undefined, folder: string, raw: Uint8Array | string): string => {
    const stem = searchFileStem(folder, raw);
    // The same bytes (a term whose weights came out alike): the last file is linked like any other.
    if (stem === oldStem) return stem;
    if (oldStem !== undefined && folder !== 'terms') replaced.add(oldStem + SEARCH_FILE_EXTENSION);
    written.set(stem + SEARCH_FILE_EXTENSION, gzip(raw));
    return stem;
  };

  // Files are read all at once, not one after another: beside the render phase, each await waits for a turn of
  // the main thread (70 buckets read in turn took 1.7 s of a 10 000-page warm build, in parallel a tenth of it).
  // The page tables of the changed pages: where their last fragments are, and what is rewritten.
  const tableNumbers = [...new Set(changed.map((page) => Math.floor(page / PAGE_TABLE_SIZE)))];
  const tableStems = await Promise.all(tableNumbers.map((table) => readJson<string[]>(root.tables[table]!)));
  const tables = new Map<number, string[]>();
  for (const [i, table] of tableNumbers.entries()) {
    const stems = tableStems[i];
    if (!Array.isArray(stems) || stems.length !== Math.min(PAGE_TABLE_SIZE, pages.length - table * PAGE_TABLE_SIZE)) return undefined;
    tables.set(table, stems);
  }

  // Each changed page's terms before and after, counted by the builder's own function (`searchTerm` remembers stems).
  const changes: Array<{ page: number; before: Map<string, number>; after: Map<string, number> }> = [];
  const lastFragments = await Promise.all(changed.map((page) => readJson<SearchFragment>(tables.get(Math.floor(page / PAGE_TABLE_SIZE))![page % PAGE_TABLE_SIZE]!)));
  for (const [n, page] of changed.entries()) {
    const stems = tables.get(Math.floor(page / PAGE_TABLE_SIZE))!;
    const slot = page % PAGE_TABLE_SIZE;
    const last = lastFragments[n];
    if (!last || typeof last.title !== 'string' || !Array.isArray(last.sections)) return undefined;
    const { url, title, sections } = pages[page]!;
    const now = { url, title, sections };
    changes.push({ page, before: pageTermWeights(pageOfFragment(last), searchTerm), after: pageTermWeights(now, searchTerm) });
    stems[slot] = replace(stems[slot], 'fragments', JSON.stringify(searchFragment(now)));
    if (n % PAGES_PER_TURN === PAGES_PER_TURN - 1) await nextTurn();
  }

  // The buckets the changed pages' terms fall in: a term new to the index may need a bucket the last one had not.
  const buckets = { ...root.buckets };
  const split = new Set(root.split);
  const byBucket = new Map<string, Set<string>>();
  // By term, so a term many changed pages share is looked up once (2000 pages changed at 10 000 took 5 s otherwise).
  const termChanges = new Map<string, TermChange>();
  const changeOf = (term: string, isNew: boolean): TermChange | undefined => {
    let change = termChanges.get(term);
    if (change) return change;
    const key = bucketOf(root, term) ?? (isNew ? newBucketKey(root, split, term) : undefined);
    // A term the last fragment has that the last index cannot hold: the two do not agree.
    if (key === undefined) return undefined;
    let group = byBucket.get(key);
    if (!group) byBucket.set(key, (group = new Set()));
    group.add(term);
    termChanges.set(term, (change = { had: 0, pages: [], weights: [] }));
    return change;
  };
  for (const { page, before, after } of changes) {
    for (const term of before.keys()) {
      const change = changeOf(term, false);
      if (!change) return undefined;
      change.had++;
    }
    for (const [term, weight] of after) {
      const change = changeOf(term, true);
      if (!change) return undefined;
      change.pages.push(page);
      change.weights.push(weight);
    }
  }

  const changedPages = new Set(changed);
  const lastBuckets = await Promise.all([...byBucket.keys()].map((key) => (buckets[key] === undefined ? undefined : read(buckets[key]))));
  let encoded = 0;
  for (const [key, affected] of byBucket) {
    const stem = buckets[key];
    const raw = lastBuckets[encoded];
    let terms: DecodedTerm[];
    if (stem === undefined) terms = [];
    else {
      if (!raw) return undefined;
      try {
        terms = decodeBucket(raw);
      } catch {
        return undefined;
      }
    }
    const at = new Map(terms.map((term, i) => [term.term, i]));
    const kept: DecodedTerm[] = terms.filter((term) => !affected.has(term.term));
    for (const term of affected) {
      const postings = updatedPostings(term, at.has(term) ? terms[at.get(term)!] : undefined, termChanges.get(term)!, changedPages);
      if (postings === undefined) return undefined;
      if (postings.pages.length > 0) kept.push(postings);
    }
    kept.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    if (kept.length === 0 && !split.has(key)) {
      // Emptied: gone, as a whole build would leave it (no bucket lists a key under an unsplit one, so nothing falls to it).
      delete buckets[key];
    } else {
      // May pass BUCKET_TARGET_BYTES: an update does not cut buckets again; the next whole build does.
      buckets[key] = replace(stem, 'terms', encodeBucket(kept));
    }
    if (++encoded % BUCKETS_PER_TURN === 0) await nextTurn();
  }

  const nextTables = [...root.tables];
  for (const [table, stems] of tables) nextTables[table] = replace(root.tables[table], 'pages', JSON.stringify(stems));

  await pauseForTest('search-write');
  // Synchronous on purpose, as `PreviousOutput.link` is: a few dozen small files, which beside the render phase
  // would each wait for a turn of the main thread and a thread of libuv's pool behind the pages' files.
  for (const folder of HASHED_SEARCH_SUBFOLDERS) mkdirSync(join(dir, folder), { recursive: true });
  const named = new Set(Object.values(buckets).map((stem) => stem + SEARCH_FILE_EXTENSION));
  for (const file of previous.files) {
    if (replaced.has(file) || written.has(file) || (file.startsWith('terms/') && !named.has(file))) continue;
    if (!input.linkPrevious(file, join(dir, file))) return undefined;
  }
  for (const [file, bytes] of written) writeFileSync(join(dir, file), bytes);

  // Keys in the order a whole build lists them (`cutTermBuckets` sorts them by code unit), so an update that leaves
  // the cut alike writes the very root a whole build would.
  const sortedBuckets: Record<string, string> = {};
  for (const key of Object.keys(buckets).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) sortedBuckets[key] = buckets[key]!;
  const next: SearchIndexRoot = { version: root.version, pages: pages.length, buckets: sortedBuckets, split: [...split].sort(), tables: nextTables };
  // The root last: a folder with a root is a whole index.
  writeFileSync(join(dir, SEARCH_INDEX_ROOT_FILE), JSON.stringify(next));
  return next;
}

/**
 * A term's postings once the changed pages' are replaced: its last postings
 * without the changed pages, and the changed pages' new weights, pages
 * ascending. Undefined when the last postings do not hold exactly the
 * changed pages the last fragments say had the term.
 */
function updatedPostings(term: string, last: DecodedTerm | undefined, { had, pages: added, weights: addedWeights }: TermChange, changedPages: ReadonlySet<number>): DecodedTerm | undefined {
  const lastPages = last?.pages ?? new Uint32Array(0);
  const lastWeights = last?.weights ?? new Uint8Array(0);
  if (lastPages.length < had) return undefined;
  const pages = new Uint32Array(lastPages.length - had + added.length);
  const weights = new Uint8Array(pages.length);
  let out = 0;
  let next = 0;
  let removed = 0;
  for (let i = 0; i < lastPages.length; i++) {
    const page = lastPages[i]!;
    if (changedPages.has(page)) {
      removed++;
      continue;
    }
    for (; next < added.length && added[next]! < page; next++) {
      if (out >= pages.length) return undefined;
      pages[out] = added[next]!;
      weights[out++] = addedWeights[next]!;
    }
    if (out >= pages.length) return undefined;
    pages[out] = page;
    weights[out++] = lastWeights[i]!;
  }
  if (removed !== had) return undefined;
  for (; next < added.length; next++) {
    pages[out] = added[next]!;
    weights[out++] = addedWeights[next]!;
  }
  return { term, pages, weights };
}

/**
 * The key of the bucket a term new to the index goes in when no bucket of
 * the last index may hold it: its first character when no key starts it,
 * else the child (one more character) of the split key it falls under. The
 * lookup of `bucketOf` then finds that new bucket for it, and no term of the
 * last index moves: none starts with the new key.
 */
function newBucketKey(root: SearchIndexRoot, split: ReadonlySet<string>, term: string): string {
  const chars = [...term];
  for (let n = chars.length; n >= 1; n--) {
    const key = chars.slice(0, n).join('');
    if (Object.prototype.hasOwnProperty.call(root.buckets, key)) {
      // `bucketOf` gave none, so this key is split and the term is longer than it.
      return split.has(key) && n < chars.length ? chars.slice(0, n + 1).join('') : key;
    }
  }
  return chars[0]!;
}
