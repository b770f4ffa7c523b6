import { isSharded, shardOf, type ManifestShard, type ShardedManifest } from '../shared/manifest-shards.js';
import { decodeManifest, decodeRoute, type WireManifest } from '../shared/manifest-wire.js';
import { normalizePath } from '../shared/normalize-path.js';
import type { ClientManifest } from '../shared/types.js';
import { RouteMatcher, type RouteMatch } from './route-matcher.js';
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
 *
 * Two ways to look a path up: {@link ManifestLoader.resolve} fetches
 * whatever the path needs (a navigation, a hovered link), while
 * {@link ManifestLoader.resolveKnown} uses only the shards already asked
 * for (a link that merely scrolled into view), so that what a reader
 * downloads does not grow with the number of sections a page links to.
 */
export class ManifestLoader {
  readonly #url: string;
  readonly #client: string | undefined;
  readonly #fetcher: Fetcher;
  readonly #home: string | undefined;
  #matcher: Promise<RouteMatcher | ShardedRoutes> | undefined;

  /**
   * @param client The client script this page runs (`BootData.client`); undefined accepts any manifest.
   * @param home The pathname the page was opened at (base URL removed). Of a manifest split into shards,
   *   its shard is fetched right after the index: the links a reader follows or sees first (the sidebar's
   *   section, previous and next) are mostly in it, and {@link ManifestLoader.resolveKnown} finds them there.
   */
  constructor(url: string, client?: string, fetcher: Fetcher = revalidatingFetch, home?: string) {
    this.#url = url;
    this.#client = client;
    this.#fetcher = fetcher;
    this.#home = home;
  }

  /** The matcher over the whole manifest, or, for a site whose manifest is split into shards, over the shards loaded so far. */
  load(): Promise<RouteMatcher | ShardedRoutes> {
    this.#matcher ??= fetchManifestFile<WireManifest | ShardedManifest>(this.#fetcher, this.#url)
      .then((manifest) => {
        if (this.#client !== undefined && manifest.client !== undefined && manifest.client !== this.#client) throw new SiteUpdatedError();
        if (isSharded(manifest)) {
          const routes = new ShardedRoutes(manifest, this.#url, this.#fetcher);
          // Asked for before anyone sees the routes, so resolveKnown finds the home shard however
          // its callers are ordered. A failure is forgotten by the shard and met by the next resolve.
          if (this.#home !== undefined) routes.match(this.#home).catch(() => {});
          return routes;
        }
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

  /**
   * The route for a pathname if the manifest loaded so far can tell it,
   * undefined if that needs a shard nobody has asked for yet. Fetches the
   * manifest file itself when needed (so a site whose routes are all in
   * it behaves as {@link ManifestLoader.resolve}) but never a shard: for
   * prefetches the reader did not ask for, which on a large site would
   * otherwise fetch a shard for every other section a page links to.
   */
  async resolveKnown(pathname: string): Promise<RouteMatch | undefined> {
    const routes = await this.load();
    return routes instanceof ShardedRoutes ? routes.matchKnown(pathname) : routes.match(pathname);
  }
}

/**
 * A file of the route manifest, parsed. One that is gone (404, 410, or a
 * page in its place) is a {@link SiteUpdatedError}: the site deployed now
 * has no such file.
 */
async function fetchManifestFile<T>(fetcher: Fetcher, url: string): Promise<T> {
  const response = await fetcher(url);
  if (response.status === 404 || response.status === 410) throw new SiteUpdatedError();
  if (!response.ok) throw new Error(`Could not load the site's route manifest (HTTP ${response.status}).`);
  try {
    return (await response.json()) as T;
  } catch (cause) {
    // Hosts that answer unknown paths with index.html send a page instead of the (gone) file.
    throw new SiteUpdatedError({ cause });
  }
}

/**
 * The routes of a manifest split into shards (see `ShardedManifest`): the
 * shard a path falls in is fetched the first time a path of it is asked
 * for, and its routes join the ones loaded before, which one
 * {@link RouteMatcher} matches (a path is matched only once its shard is
 * in). Shard files are named by their build; one that is gone (a newer
 * deploy replaced the site) is a {@link SiteUpdatedError}, as a gone route
 * chunk is.
 */
export class ShardedRoutes {
  readonly #index: ShardedManifest;
  readonly #base: string;
  readonly #fetcher: Fetcher;
  readonly #loaded: ClientManifest;
  readonly #matcher: RouteMatcher;
  readonly #shards = new Map<number, Promise<void>>();

  /** @param manifestUrl The manifest's URL: shard folders are relative to the site's base URL, which is its folder. */
  constructor(index: ShardedManifest, manifestUrl: string, fetcher: Fetcher) {
    this.#index = index;
    this.#base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    this.#fetcher = fetcher;
    this.#loaded = { routes: {}, notFound: decodeRoute(index.notFound) };
    this.#matcher = new RouteMatcher(this.#loaded);
  }

  /** The route for a pathname (base URL already removed); the fallback route when none matches. */
  async match(pathname: string): Promise<RouteMatch> {
    await this.#shard(shardOf(normalizePath(pathname), this.#index.shards.count));
    return this.#matcher.match(pathname);
  }

  /**
   * The route for a pathname if its shard is loaded or on its way (then
   * once it is in), undefined if its shard was never asked for: this
   * fetches nothing.
   */
  async matchKnown(pathname: string): Promise<RouteMatch | undefined> {
    const shard = this.#shards.get(shardOf(normalizePath(pathname), this.#index.shards.count));
    if (!shard) return undefined;
    await shard;
    return this.#matcher.match(pathname);
  }

  #shard(index: number): Promise<void> {
    let shard = this.#shards.get(index);
    if (!shard) {
      shard = fetchManifestFile<ManifestShard>(this.#fetcher, `${this.#base}${this.#index.shards.folder}/${index}.json`).then(
        (file) => {
          Object.assign(this.#loaded.routes, decodeManifest({ ...file, notFound: this.#index.notFound }).routes);
        },
        (error: unknown) => {
          this.#shards.delete(index);
          throw error instanceof Error ? error : new Error(String(error));
        },
      );
      this.#shards.set(index, shard);
    }
    return shard;
  }
}
