import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashedSearchFolders, searchShardCount, searchShards } from './search-shards.js';

const pages = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ url: `/docs/page-${from + i}`, html: `<h1>${from + i}</h1>` }));

describe('searchShards', () => {
  it('keeps a small site in one index, in the pagefind folder', () => {
    expect(searchShardCount(256)).toBe(1);
    const [only, ...more] = searchShards(pages(44));
    expect(more).toEqual([]);
    expect(only).toMatchObject({ folder: 'pagefind', key: '0/1' });
    expect(only!.pages).toEqual(pages(44));
  });

  it('splits a large site in a power of two of shards of at most 256 pages, up to 16', () => {
    expect([257, 512, 513, 1000, 1024, 2048, 2049, 5000].map(searchShardCount)).toEqual([2, 2, 4, 4, 4, 8, 16, 16]);
    const shards = searchShards(pages(1000));
    expect(shards.map((shard) => shard.folder)).toEqual(Array.from({ length: 4 }, (_, n) => `pagefind/shard-${n}`));
    expect(shards.flatMap((shard) => shard.pages).length).toBe(1000);
    for (const shard of shards) expect(shard.pages.length).toBeGreaterThan(200);
  });

  it('keeps the site order inside each shard', () => {
    const all = pages(600);
    for (const shard of searchShards(all)) {
      const at = shard.pages.map((page) => all.indexOf(page));
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
  });

  it('puts a page in the same shard whatever pages come and go around it', () => {
    const before = searchShards(pages(700));
    const after = searchShards([...pages(5, 10_000), ...pages(690, 10)]);
    const shardOfUrl = (shards: typeof before) => new Map(shards.flatMap((shard) => shard.pages.map((page) => [page.url, shard.key])));
    const was = shardOfUrl(before);
    for (const [url, key] of shardOfUrl(after)) if (was.has(url)) expect(key).toBe(was.get(url));
  });
});

describe('hashedSearchFolders', () => {
  it("names the hashed folders of the index and of each of its shards", async () => {
    const out = await mkdtemp(join(tmpdir(), 'quire-shards-'));
    try {
      await Promise.all(['pagefind/shard-0/index', 'pagefind/shard-1/fragment'].map((folder) => mkdir(join(out, folder), { recursive: true })));
      expect(hashedSearchFolders(out)).toEqual(
        ['pagefind', 'pagefind/shard-0', 'pagefind/shard-1'].flatMap((folder) => ['fragment', 'index', 'filter'].map((sub) => `${folder}/${sub}`)),
      );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
