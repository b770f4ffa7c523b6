import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSharded, shardCount, splitRoutes, type ManifestShard, type ShardedManifest } from '../../shared/manifest-shards.js';
import { decodeManifest, decodeRoute, encodeManifest, encodeRoutes, type WireManifest } from '../../shared/manifest-wire.js';
import { ROUTE_MANIFEST_FILE, type ClientManifest, type ClientRoute } from '../../shared/types.js';
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

/**
 * The route manifest `writeRouteManifest` wrote into `outDir`, read back:
 * its routes in the order they were written, shard after shard for a
 * sharded one (which `splitRoutes` keeps, so writing it again writes the
 * same files). Rejects when a file is missing or does not parse.
 */
export async function readRouteManifest(outDir: string): Promise<{ manifest: ClientManifest; files: string[] }> {
  const wire = JSON.parse(await readFile(join(outDir, ROUTE_MANIFEST_FILE), 'utf8')) as WireManifest | ShardedManifest;
  if (!isSharded(wire)) return { manifest: decodeManifest(wire), files: [ROUTE_MANIFEST_FILE] };
  const { folder, count } = wire.shards;
  const files = Array.from({ length: count }, (_, index) => `${folder}/${index}.json`);
  const shards = await Promise.all(files.map(async (file) => JSON.parse(await readFile(join(outDir, file), 'utf8')) as ManifestShard));
  const routes: Record<string, ClientRoute> = {};
  for (const shard of shards) for (const [path, route] of Object.entries(shard.routes)) routes[path] = decodeRoute(route, shard.deps);
  return { manifest: { routes, notFound: decodeRoute(wire.notFound), ...(wire.client !== undefined && { client: wire.client }) }, files: [ROUTE_MANIFEST_FILE, ...files] };
}
