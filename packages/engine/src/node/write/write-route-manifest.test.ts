import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_SHARD_FROM, shardOf, type ShardedManifest } from '../../shared/manifest-shards.js';
import { decodeManifest, type WireManifest } from '../../shared/manifest-wire.js';
import type { ClientManifest } from '../../shared/types.js';
import { writeRouteManifest } from './write-route-manifest.js';

function manifestOf(count: number): ClientManifest {
  const routes: ClientManifest['routes'] = {};
  for (let i = 0; i < count; i++) routes[`/p${i}`] = { chunk: `assets/routes/p${i}-X.js`, deps: i % 3 ? [] : ['assets/sidebar/S.js'] };
  return { routes, notFound: { chunk: 'assets/routes/__404-N.js', deps: [] }, client: 'assets/quire-client-C.js' };
}

describe('writeRouteManifest', () => {
  it('writes one file holding every route, up to MANIFEST_SHARD_FROM routes', async () => {
    const out = mkdtempSync(join(tmpdir(), 'quire-manifest-'));
    const manifest = manifestOf(MANIFEST_SHARD_FROM);
    expect(await writeRouteManifest(out, manifest)).toEqual(['route-manifest.json']);
    expect(decodeManifest(JSON.parse(readFileSync(join(out, 'route-manifest.json'), 'utf8')) as WireManifest)).toEqual(manifest);
  });

  it('past that, writes an index naming a folder of shards, which hold every route once, where shardOf puts it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'quire-manifest-'));
    const manifest = manifestOf(MANIFEST_SHARD_FROM + 1);
    const files = await writeRouteManifest(out, manifest);
    const index = JSON.parse(readFileSync(join(out, 'route-manifest.json'), 'utf8')) as ShardedManifest;
    expect(index).toEqual({ notFound: manifest.notFound, client: manifest.client, shards: { folder: expect.stringMatching(/^assets\/manifest\/[A-Z2-7]{8}$/), count: 9 } });
    expect(JSON.stringify(index).length).toBeLessThan(200);
    expect(files).toHaveLength(1 + 9);
    expect(readdirSync(join(out, index.shards.folder)).sort()).toEqual(Array.from({ length: 9 }, (_, i) => `${i}.json`).sort());
    const found: ClientManifest['routes'] = {};
    for (let shard = 0; shard < 9; shard++) {
      const wire = JSON.parse(readFileSync(join(out, index.shards.folder, `${shard}.json`), 'utf8')) as WireManifest;
      const routes = decodeManifest({ ...wire, notFound: index.notFound }).routes;
      for (const path of Object.keys(routes)) expect(shardOf(path, 9)).toBe(shard);
      Object.assign(found, routes);
    }
    expect(found).toEqual(manifest.routes);
  });
});
