import type { ClientRoute } from './types.js';
import type { WireManifest, WireRoute } from './manifest-wire.js';

/** Routes up to which `route-manifest.json` holds them all; a larger site's are split into shards. */
export const MANIFEST_SHARD_FROM = 2000;

/** About how many routes one shard holds. */
export const ROUTES_PER_SHARD = 250;

/**
 * `route-manifest.json` of a site split into shards: what every route
 * shares, and where its shards are. Shard `i` is `<folder>/<i>.json`
 * (a {@link ManifestShard}) and holds the routes whose path
 * {@link shardOf} puts in it. The folder is named by a hash of every
 * shard's text, so the index stays a few dozen bytes at any size and a
 * page derives a shard's URL from the path it navigates to.
 */
export interface ShardedManifest {
  notFound: WireRoute;
  client?: string;
  shards: { folder: string; count: number };
}

/** One shard: its routes, their `deps` lists written once (see `WireManifest`). */
export type ManifestShard = Pick<WireManifest, 'routes' | 'deps'>;

/** Whether a manifest file is split into shards. */
export function isSharded(manifest: WireManifest | ShardedManifest): manifest is ShardedManifest {
  return 'shards' in manifest;
}

/**
 * The shard of a route path (normalized, as the manifest's keys are): by
 * its folder (`/api/hooks` for `/api/hooks/useQuery`), so that the pages
 * of a section, which link to each other and sit side by side in the
 * sidebar, are in one shard, and a page's prefetches ask for few. FNV-1a of
 * the folder's UTF-16 code units, modulo the shard count; the build and the
 * browser run this same function.
 */
export function shardOf(path: string, count: number): number {
  const folder = path.slice(0, path.lastIndexOf('/'));
  let hash = 0x811c9dc5;
  for (let i = 0; i < folder.length; i++) {
    hash ^= folder.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

/** How many shards a manifest of `routes` routes is split into; 0 when it is not. */
export function shardCount(routes: number): number {
  return routes <= MANIFEST_SHARD_FROM ? 0 : Math.ceil(routes / ROUTES_PER_SHARD);
}

/** The routes of a manifest, by shard. */
export function splitRoutes(routes: Record<string, ClientRoute>, count: number): Array<Record<string, ClientRoute>> {
  const shards = Array.from({ length: count }, () => ({}) as Record<string, ClientRoute>);
  for (const [path, route] of Object.entries(routes)) shards[shardOf(path, count)]![path] = route;
  return shards;
}
