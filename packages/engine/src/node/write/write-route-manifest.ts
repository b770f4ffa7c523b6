import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shardCount, splitRoutes, type ManifestShard, type ShardedManifest } from '../../shared/manifest-shards.js';
import { encodeManifest, encodeRoutes } from '../../shared/manifest-wire.js';
import { ROUTE_MANIFEST_FILE, type ClientManifest } from '../../shared/types.js';
import { assetHash } from '../render/asset-hash.js';

/** Where a large site's manifest shards go, relative to the output folder: a folder per build's shards, named by their hash. */
const SHARDS_DIR = 'assets/manifest';

/**
 * Writes the route manifest the pages navigate with: `route-manifest.json`
 * holding every route (see `encodeManifest`) or, past
 * `MANIFEST_SHARD_FROM` routes, holding only where its shards are (see
 * `ShardedManifest`), so that a reader of a large site fetches the routes
 * of the paths it goes to, a few kilobytes, rather than all of them.
 * Returns the files written, relative to `outDir`.
 */
export async function writeRouteManifest(outDir: string, manifest: ClientManifest): Promise<string[]> {
  const count = shardCount(Object.keys(manifest.routes).length);
  if (count === 0) {
    await writeFile(join(outDir, ROUTE_MANIFEST_FILE), JSON.stringify(encodeManifest(manifest)));
    return [ROUTE_MANIFEST_FILE];
  }
  const texts = splitRoutes(manifest.routes, count).map((routes) => JSON.stringify(encodeRoutes(routes) satisfies ManifestShard));
  const folder = `${SHARDS_DIR}/${assetHash(...texts)}`;
  await mkdir(join(outDir, folder), { recursive: true });
  const files = texts.map((_, index) => `${folder}/${index}.json`);
  await Promise.all(texts.map((text, index) => writeFile(join(outDir, files[index]!), text)));
  const index: ShardedManifest = { notFound: manifest.notFound, ...(manifest.client !== undefined && { client: manifest.client }), shards: { folder, count } };
  await writeFile(join(outDir, ROUTE_MANIFEST_FILE), JSON.stringify(index));
  return [ROUTE_MANIFEST_FILE, ...files];
}
