import { linkSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import { searchUrlsKey, type PreviousSearchIndex } from '../search/plan-search-index-update.js';
import { searchPageKey, type SearchIndexPage } from '../search/search-index-page.js';
import { openCacheStore } from './cache-store.js';
import { cachedSearchIndex } from './search-index-cache.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** What the search phase writes, in small: the root at the top, hashed files in folders. */
const INDEX: Record<string, string> = {
  'index.json': '{"version":1,"pages":2,"buckets":{"a":"terms/a1"},"split":[],"tables":["pages/b2"]}',
  'terms/a1.bin': 'bucket',
  'pages/b2.bin': 'table',
  'fragments/c3.bin': 'fragment',
};

async function listFiles(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [relative(dir, file).split('\\').join('/'), await readFile(file, 'utf8')] as const)));
}

async function setUp() {
  const root = await mkdtemp(join(tmpdir(), 'quire-search-cache-'));
  roots.push(root);
  const store = (await openCacheStore(join(root, 'cache')))!;
  const previous = join(root, 'previous');
  let writes = 0;
  /** Indexes as the search phase would: the index files into `outDir/search-index`. */
  const write = (outDir: string) => async () => {
    writes++;
    for (const [path, text] of Object.entries(INDEX)) {
      await mkdir(join(outDir, SEARCH_INDEX_DIR, path, '..'), { recursive: true });
      await writeFile(join(outDir, SEARCH_INDEX_DIR, path), text);
    }
    return 'indexed';
  };
  /** Lends the previous output's files (paths relative to the index folder), as `PreviousOutput` does, only those listed in `lendable`. */
  const lender = (lendable: Set<string>) => (file: string, to: string) => {
    if (!lendable.has(file)) return false;
    linkSync(join(previous, SEARCH_INDEX_DIR, file), to);
    return true;
  };
  return { root, store, previous, write, lender, writes: () => writes };
}

const page = (url: string, text: string): SearchIndexPage => ({ url, title: url, sections: [{ anchor: '', heading: url, depth: 1, text, code: [] }] });
const pages = [page('/a', 'Alpha')];
const all = new Set(Object.keys(INDEX));

describe('cachedSearchIndex', () => {
  it('restores an unchanged index: its root from the cache, hashed files linked from the previous output', async () => {
    const { root, store, previous, write, lender, writes } = await setUp();
    expect(await cachedSearchIndex(store, 't', { pages, outDir: previous, settings: {}, linkPrevious: lender(all) }, write(previous))).toBe('indexed');
    await store.flush();
    const next = join(root, 'next');
    const linked = new Set<string>();
    const linkPrevious = (file: string, to: string) => (linked.add(file), lender(all)(file, to));
    expect(await cachedSearchIndex(store, 't', { pages, outDir: next, settings: {}, linkPrevious }, write(next))).toBeUndefined();
    expect(writes()).toBe(1);
    expect(await listFiles(join(next, SEARCH_INDEX_DIR))).toEqual(INDEX);
    // Only the hashed files were asked of the previous output.
    expect([...linked].sort()).toEqual(['fragments/c3.bin', 'pages/b2.bin', 'terms/a1.bin']);
  });

  it('indexes again when a page changed, or when the previous output no longer has a hashed file', async () => {
    const { root, store, previous, write, lender, writes } = await setUp();
    await cachedSearchIndex(store, 't', { pages, outDir: previous, settings: {}, linkPrevious: lender(all) }, write(previous));
    const changed = join(root, 'changed');
    await cachedSearchIndex(store, 't', { pages: [page('/a', 'Alpha!')], outDir: changed, settings: {}, linkPrevious: lender(all) }, write(changed));
    expect(writes()).toBe(2);
    const gone = join(root, 'gone');
    const noBucket = new Set([...all].filter((file) => !file.startsWith('terms/')));
    expect(await cachedSearchIndex(store, 't', { pages, outDir: gone, settings: {}, linkPrevious: lender(noBucket) }, write(gone))).toBe('indexed');
    expect(writes()).toBe(3);
    expect(await listFiles(join(gone, SEARCH_INDEX_DIR))).toEqual(INDEX);
  });

  it('indexes again for other settings, another toolchain, or pages in another order; one entry, the last index', async () => {
    const { root, store, previous, write, lender, writes } = await setUp();
    const two = [page('/a', 'Alpha'), page('/b', 'Beta')];
    await cachedSearchIndex(store, 't', { pages: two, outDir: previous, settings: {}, linkPrevious: lender(all) }, write(previous));
    const next = join(root, 'next');
    await cachedSearchIndex(store, 't', { pages: two, outDir: next, settings: { other: 1 }, linkPrevious: lender(all) }, write(next));
    await cachedSearchIndex(store, 'u', { pages: two, outDir: next, settings: {}, linkPrevious: lender(all) }, write(next));
    await cachedSearchIndex(store, 't', { pages: [...two].reverse(), outDir: next, settings: {}, linkPrevious: lender(all) }, write(next));
    expect(writes()).toBe(4);
    // The entry now holds the reversed pages' index: the first order is indexed again, then restored.
    const same = join(root, 'same');
    expect(await cachedSearchIndex(store, 't', { pages: two, outDir: same, settings: {}, linkPrevious: lender(all) }, write(same))).toBe('indexed');
    const again = join(root, 'again');
    expect(await cachedSearchIndex(store, 't', { pages: two, outDir: again, settings: {}, linkPrevious: lender(all) }, write(again))).toBeUndefined();
    expect(writes()).toBe(5);
  });

  it("gives the index's writer the last index it recorded: its root, pages' URLs and keys, and lent files", async () => {
    const { root, store, previous, write, lender } = await setUp();
    const two = [page('/a', 'Alpha'), page('/b', 'Beta')];
    const given: unknown[] = [];
    const recording = (outDir: string) => (last?: PreviousSearchIndex) => (given.push(last), write(outDir)());
    await cachedSearchIndex(store, 't', { pages: two, outDir: previous, settings: {}, linkPrevious: lender(all) }, recording(previous));
    expect(given).toEqual([undefined]);
    const next = join(root, 'next');
    const edited = [page('/a', 'Alpha'), page('/b', 'Beta!')];
    await cachedSearchIndex(store, 't', { pages: edited, outDir: next, settings: {}, linkPrevious: lender(all) }, recording(next));
    expect(given[1]).toEqual({
      root: { version: 1, pages: 2, buckets: { a: 'terms/a1' }, split: [], tables: ['pages/b2'] },
      urls: searchUrlsKey(two),
      keys: two.map(searchPageKey),
      files: ['fragments/c3.bin', 'pages/b2.bin', 'terms/a1.bin'],
    } satisfies PreviousSearchIndex);
    // Another settings' entry is another site's: nothing to update.
    await cachedSearchIndex(store, 't', { pages: edited, outDir: next, settings: { other: 1 }, linkPrevious: lender(all) }, recording(next));
    expect(given[2]).toBeUndefined();
  });
});
