import { isSharded, shardOf, type ManifestShard, type ShardedManifest } from '../shared/manifest-shards.js';
import { decodeManifest, decodeRoute, type WireManifest } from '../shared/manifest-wire.js';
import { normalizePath } from '../shared/normalize-path.js';
import type { ClientRoute } from '../shared/types.js';
import { NOT_FOUND_KEY, PATH_CACHE_LIMIT, RouteMatcher, type RouteMatch } from './route-matcher.js';
import { SiteUpdatedError } from './site-updated-error.js';

/** Fetches a URL; the browser's `fetch` in production, a fake in tests. */
export type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Asks the server every time (a 304 when unchanged): the manifest's name is
 * the same in every build, so a copy the browser kept from an earlier visit
 * could name chunks a later deploy removed.
 */
const revalidatingFetch: Fetcher = (url) => fetch(url, { cache: 'no-cache' });

/**
 * The route manifest, fetched once on demand (the page asks for it while idle
 * after hydration, or at the first navigation, whichever comes first). A
 * failed fetch is forgotten, so the next navigation tries again.
 *
 * The manifest is always the one deployed now, which may be newer than the
 * page: its chunks are all there, so a tab opened before a deploy navigates
 * on with it. Only when it was written with another client script (a new
 * runtime or theme, which may not read the new chunks) is it refused as a
 * {@link SiteUpdatedError}, and the page is loaded afresh.
 */
export class ManifestLoader {
  readonly #url: string;
  readonly #client: string | undefined;
  readonly #fetcher: Fetcher;
  #matcher: Promise<RouteMatcher | ShardedRoutes> | undefined;

  /** @param client The client script this page runs (`BootData.client`); undefined accepts any manifest. */
  constructor(url: string, client?: string, fetcher: Fetcher = revalidatingFetch) {
    this.#url = url;
    this.#client = client;
    this.#fetcher = fetcher;
  }

  /** The matcher over the whole manifest, or, for a site whose manifest is split into shards, over the shards loaded so far. */
  load(): Promise<RouteMatcher | ShardedRoutes> {
    this.#matcher ??= this.#fetcher(this.#url)
      .then(async (response) => {
        // Gone: the site deployed now has no such file (one built before its name was fixed).
        if (response.status === 404 || response.status === 410) throw new SiteUpdatedError();
        if (!response.ok) throw new Error(`Could not load the site's route manifest (HTTP ${response.status}).`);
        let manifest: WireManifest | ShardedManifest;
        try {
          manifest = (await response.json()) as WireManifest | ShardedManifest;
        } catch (cause) {
          // Hosts that answer unknown paths with index.html send a page instead of the (gone) file.
          throw new SiteUpdatedError({ cause });
        }
        if (this.#client !== undefined && manifest.client !== undefined && manifest.client !== this.#client) throw new SiteUpdatedError();
        if (isSharded(manifest)) return new ShardedRoutes(manifest, this.#url, this.#fetcher);
        return new RouteMatcher(decodeManifest(manifest));
      })
      .catch((error: unknown) => {
        this.#matcher = undefined;
        throw error instanceof Error ? error : new Error(String(error));
      });
    return this.#matcher;
  }

  /** The route for a pathname (base URL already removed). */
  async resolve(pathname: string): Promise<RouteMatch> {
    return (await this.load()).match(pathname);
  }
}

/**
 * The routes of a manifest split into shards (see `ShardedManifest`): the
 * shard a path falls in is fetched the first time a path of it is asked
 * for, and kept. Shard files are named by their build, so the browser's
 * cache may keep them; one that is gone (a newer deploy replaced the site)
 * is a {@link SiteUpdatedError}, as a gone route chunk is. Matches are
 * cached, capped like {@link RouteMatcher}'s.
 */
export class ShardedRoutes {
  readonly #index: ShardedManifest;
  readonly #base: string;
  readonly #fetcher: Fetcher;
  readonly #notFound: ClientRoute;
  readonly #shards = new Map<number, Promise<RouteMatcher>>();
  readonly #cache = new Map<string, RouteMatch>();

  /** @param manifestUrl The manifest's URL: shard folders are relative to the site's base URL, which is its folder. */
  constructor(index: ShardedManifest, manifestUrl: string, fetcher: Fetcher) {
    this.#index = index;
    this.#base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    this.#fetcher = fetcher;
    this.#notFound = decodeRoute(index.notFound);
  }

  /** The route for a pathname (base URL already removed); the fallback route when none matches. */
  async match(pathname: string): Promise<RouteMatch> {
    const cached = this.#cache.get(pathname);
    if (cached) return cached;
    const path = normalizePath(pathname);
    const shard = await this.#shard(shardOf(path, this.#index.shards.count));
    const match = shard.match(path);
    if (this.#cache.size >= PATH_CACHE_LIMIT) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(pathname, match.key === NOT_FOUND_KEY ? { key: NOT_FOUND_KEY, route: this.#notFound } : match);
    return this.#cache.get(pathname)!;
  }

  #shard(index: number): Promise<RouteMatcher> {
    let shard = this.#shards.get(index);
    if (!shard) {
      shard = this.#fetcher(`${this.#base}${this.#index.shards.folder}/${index}.json`)
        .then(async (response) => {
          if (response.status === 404 || response.status === 410) throw new SiteUpdatedError();
          if (!response.ok) throw new Error(`Could not load the site's route manifest (HTTP ${response.status}).`);
          let routes: ManifestShard;
          try {
            routes = (await response.json()) as ManifestShard;
          } catch (cause) {
            throw new SiteUpdatedError({ cause });
          }
          // Each path's match is cached above: the shard's own matcher keeps none.
          return new RouteMatcher(decodeManifest({ routes: routes.routes, deps: routes.deps, notFound: this.#index.notFound }), 1);
        })
        .catch((error: unknown) => {
          this.#shards.delete(index);
          throw error instanceof Error ? error : new Error(String(error));
        });
      this.#shards.set(index, shard);
    }
    return shard;
  }
}
