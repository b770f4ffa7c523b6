import { linkSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCacheStore } from './cache-store.js';
import { cachedSearchIndex } from './search-index-cache.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** What Pagefind writes, in small: unhashed files at the top, hashed ones in folders. */
const INDEX: Record<string, string> = {
  'pagefind.js': 'export const search = 1;',
  'pagefind-entry.json': '{"languages":{}}',
  'fragment/en_1.pf_fragment': 'fragment one',
  'index/en_2.pf_index': 'chunk two',
};

async function listFiles(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return Object.fromEntries(await Promise.all(files.map(async (file) => [relative(dir, file), await readFile(file, 'utf8')] as const)));
}

async function setUp() {
  const root = await mkdtemp(join(tmpdir(), 'quire-search-cache-'));
  roots.push(root);
  const store = (await openCacheStore(join(root, 'cache')))!;
  const previous = join(root, 'previous');
  let writes = 0;
  /** Indexes as Pagefind would: the index files into `outDir/folder`. */
  const write = (outDir: string, folder = 'pagefind') => async () => {
    writes++;
    for (const [path, text] of Object.entries(INDEX)) {
      await mkdir(join(outDir, folder, path, '..'), { recursive: true });
      await writeFile(join(outDir, folder, path), text);
    }
    return 'indexed';
  };
  /** Lends the previous output's files, as `PreviousOutput` does, only those listed in `lendable`. */
  const lender = (lendable: Set<string>) => (file: string, to: string) => {
    if (!lendable.has(file)) return false;
    linkSync(join(previous, file), to);
    return true;
  };
  return { root, store, previous, write, lender, writes: () => writes };
}

const pages = [{ url: '/a', html: '<h1>A</h1>' }];

describe('cachedSearchIndex', () => {
  it('restores an unchanged index: its own files from the cache, hashed ones linked from the previous output', async () => {
    const { root, store, previous, write, lender, writes } = await setUp();
    const all = new Set(Object.keys(INDEX).map((path) => `pagefind/${path}`));
    expect(await cachedSearchIndex(store, 't', { folder: 'pagefind', pages, outDir: previous, settings: {}, linkPrevious: lender(all) }, write(previous))).toBe('indexed');
    await store.flush();
    const next = join(root, 'next');
    const linked = new Set<string>();
    const linkPrevious = (file: string, to: string) => (linked.add(file), lender(all)(file, to));
    expect(await cachedSearchIndex(store, 't', { folder: 'pagefind', pages, outDir: next, settings: {}, linkPrevious }, write(next))).toBeUndefined();
    expect(writes()).toBe(1);
    expect(await listFiles(join(next, 'pagefind'))).toEqual(INDEX);
    // Only the hashed files were asked of the previous output.
    expect([...linked].sort()).toEqual(['pagefind/fragment/en_1.pf_fragment', 'pagefind/index/en_2.pf_index']);
  });

  it('indexes again when the pages changed, or when the previous output no longer has a hashed file', async () => {
    const { root, store, previous, write, lender, writes } = await setUp();
    const all = new Set(Object.keys(INDEX).map((path) => `pagefind/${path}`));
    await cachedSearchIndex(store, 't', { folder: 'pagefind', pages, outDir: previous, settings: {}, linkPrevious: lender(all) }, write(previous));
    const changed = join(root, 'changed');
    await cachedSearchIndex(store, 't', { folder: 'pagefind', pages: [{ url: '/a', html: '<h1>A!</h1>' }], outDir: changed, settings: {}, linkPrevious: lender(all) }, write(changed));
    expect(writes()).toBe(2);
    const gone = join(root, 'gone');
    const noChunk = new Set([...all].filter((file) => !file.includes('/index/')));
    expect(await cachedSearchIndex(store, 't', { folder: 'pagefind', pages, outDir: gone, settings: {}, linkPrevious: lender(noChunk) }, write(gone))).toBe('indexed');
    expect(writes()).toBe(3);
    expect(await listFiles(join(gone, 'pagefind'))).toEqual(INDEX);
  });

  it("keeps each shard of an index apart: one shard's entry never restores another", async () => {
    const { root, store, previous, write, lender, writes } = await setUp();
    const shard = (n: number) => `pagefind/shard-${n}`;
    const lendable = new Set([0, 1].flatMap((n) => Object.keys(INDEX).map((path) => `${shard(n)}/${path}`)));
    for (const n of [0, 1]) await cachedSearchIndex(store, 't', { folder: shard(n), pages, outDir: previous, settings: {}, linkPrevious: lender(lendable) }, write(previous, shard(n)));
    await store.flush();
    expect(writes()).toBe(2);
    const next = join(root, 'next');
    const linked: string[] = [];
    const linkPrevious = (file: string, to: string) => (linked.push(file), lender(lendable)(file, to));
    expect(await cachedSearchIndex(store, 't', { folder: shard(1), pages, outDir: next, settings: {}, linkPrevious }, write(next, shard(1)))).toBeUndefined();
    expect(writes()).toBe(2);
    expect(await listFiles(join(next, shard(1)))).toEqual(INDEX);
    expect(linked.sort()).toEqual([`${shard(1)}/fragment/en_1.pf_fragment`, `${shard(1)}/index/en_2.pf_index`]);
    // Shard 2 has the same pages as shard 1 had, but no entry of its own.
    expect(await cachedSearchIndex(store, 't', { folder: shard(2), pages, outDir: next, settings: {}, linkPrevious }, write(next, shard(2)))).toBe('indexed');
  });
});
