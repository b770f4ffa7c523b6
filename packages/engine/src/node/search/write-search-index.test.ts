import { linkSync, statSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bucketOf, decodeBucket, type SearchIndexRoot } from '../../shared/search-index-format.js';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import { testContext } from '../test-support/test-context.js';
import type { SearchIndexPage } from './search-index-page.js';
import { buildSearchIndex, writeSearchIndex } from './write-search-index.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-search-index-'));
  roots.push(dir);
  return dir;
}

const page = (word: string, text = `How ${word} works.`): SearchIndexPage => ({
  url: `/docs/${word}`,
  title: `The ${word} page`,
  sections: [{ anchor: 'usage', heading: 'Usage', depth: 2, text, code: [`${word}Fn`] }],
});
const PAGES = ['alpha', 'beta', 'gamma', 'delta'].map((word) => page(word));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/')).sort();
}

const readRoot = async (dir: string) => JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as SearchIndexRoot;

describe('buildSearchIndex', () => {
  it('writes the root, and every file it names, gzip-compressed', async () => {
    const dir = join(await tempDir(), SEARCH_INDEX_DIR);
    expect(await buildSearchIndex(PAGES, dir)).toBe(4);
    const root = await readRoot(dir);
    const files = await listFiles(dir);
    const named = [...Object.values(root.buckets), ...root.tables].map((stem) => `${stem}.bin`);
    for (const file of named) expect(files).toContain(file);
    expect(files.filter((file) => file.startsWith('fragments/'))).toHaveLength(4);
    expect(files).toHaveLength(named.length + 4 + 1);
    const bucket = decodeBucket(gunzipSync(await readFile(join(dir, `${root.buckets[bucketOf(root, 'gammafn')!]}.bin`))));
    expect([...bucket.find((t) => t.term === 'gammafn')!.pages]).toEqual([2]);
  });

  it('links the files the last build wrote alike and writes only the new ones', async () => {
    const first = join(await tempDir(), SEARCH_INDEX_DIR);
    await buildSearchIndex(PAGES, first);
    const firstFiles = new Set(await listFiles(first));
    const linked: string[] = [];
    const linkPrevious = (file: string, to: string) => {
      if (!firstFiles.has(file)) return false;
      linkSync(join(first, file), to);
      linked.push(file);
      return true;
    };
    const same = join(await tempDir(), SEARCH_INDEX_DIR);
    await buildSearchIndex(PAGES, same, linkPrevious);
    expect(linked.sort()).toEqual([...firstFiles].filter((file) => file !== 'index.json'));
    expect(await readRoot(same)).toEqual(await readRoot(first));

    linked.length = 0;
    const edited = join(await tempDir(), SEARCH_INDEX_DIR);
    await buildSearchIndex([...PAGES.slice(0, 3), page('delta', 'Now delta is different.')], edited, linkPrevious);
    const editedFiles = await listFiles(edited);
    const written = editedFiles.filter((file) => file !== 'index.json' && !linked.includes(file));
    // The edited page's fragment, its page table and the buckets of the words that changed are new; the other fragments are linked.
    expect(written.filter((file) => file.startsWith('fragments/'))).toHaveLength(1);
    expect(linked.filter((file) => file.startsWith('fragments/'))).toHaveLength(3);
    expect(written.filter((file) => file.startsWith('pages/'))).toHaveLength(1);
    for (const file of linked) expect(statSync(join(edited, file)).ino).toBe(statSync(join(first, file)).ino);
  });
});

describe('writeSearchIndex', () => {
  it('indexes into search-index/ and says how many pages it indexed', async () => {
    const out = await tempDir();
    const ctx = testContext();
    expect(await writeSearchIndex(ctx, { pages: PAGES, outDir: out })).toEqual({ pages: 4, reused: false });
    expect(ctx.infos).toContain('indexed 4 pages for search');
    expect((await readRoot(join(out, SEARCH_INDEX_DIR))).pages).toBe(4);
  });

  it('writes nothing when the site uses DocSearch', async () => {
    const out = await tempDir();
    const ctx = testContext({ search: { docsearch: { appId: 'A', apiKey: 'k', indexName: 'i' } } } as never);
    expect(await writeSearchIndex(ctx, { pages: PAGES, outDir: out })).toBeUndefined();
    expect(await readdir(out)).toEqual([]);
  });
});
