import { describe, expect, it } from 'vitest';
import { MANIFEST_SHARD_FROM, ROUTES_PER_SHARD, shardCount, shardOf, splitRoutes } from './manifest-shards.js';
import type { ClientRoute } from './types.js';

describe('manifest shards', () => {
  it('splits only a manifest of more than MANIFEST_SHARD_FROM routes, into shards of about ROUTES_PER_SHARD', () => {
    expect(shardCount(44)).toBe(0);
    expect(shardCount(MANIFEST_SHARD_FROM)).toBe(0);
    expect(shardCount(10_003)).toBe(Math.ceil(10_003 / ROUTES_PER_SHARD));
  });

  it('puts every route in the one shard its folder hashes to, spread about evenly', () => {
    const routes: Record<string, ClientRoute> = {};
    for (let i = 0; i < 10_000; i++) routes[`/section-${Math.floor(i / 20)}/page-${i}`] = { chunk: `c${i}.js`, deps: [] };
    const count = shardCount(10_000);
    const shards = splitRoutes(routes, count);
    expect(shards.reduce((n, shard) => n + Object.keys(shard).length, 0)).toBe(10_000);
    for (const [index, shard] of shards.entries()) for (const path of Object.keys(shard)) expect(shardOf(path, count)).toBe(index);
    const sizes = shards.map((shard) => Object.keys(shard).length);
    // Whole sections of 20 fall together: shards vary by a few sections.
    expect(Math.max(...sizes)).toBeLessThan(2.5 * ROUTES_PER_SHARD);
    expect(Math.min(...sizes)).toBeGreaterThan(ROUTES_PER_SHARD / 4);
  });

  it('is FNV-1a of the folder: the pages of a folder share a shard, and a page built by one version finds its shard with the next', () => {
    // FNV-1a's offset basis, for the empty folder of top-level pages.
    expect(shardOf('/', 7)).toBe(0x811c9dc5 % 7);
    expect(shardOf('/intro', 7)).toBe(0x811c9dc5 % 7);
    expect(shardOf('/api/hooks/useQuery', 1000)).toBe(185);
    expect(shardOf('/api/hooks/useMutation', 1000)).toBe(185);
    expect(shardOf('/a/b', 1000)).toBe(941);
  });
});
