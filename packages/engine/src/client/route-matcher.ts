import { NOT_FOUND_KEY, type ClientManifest, type ClientRoute } from '../shared/types.js';
import { normalizePath } from '../shared/normalize-path.js';

export { NOT_FOUND_KEY };

/** Default cap of the path-pattern cache (ARCHITECTURE.md, "matching"). */
export const PATH_CACHE_LIMIT = 10_000;

/** A pathname matched to a route of the manifest. */
export interface RouteMatch {
  /** The route path, or {@link NOT_FOUND_KEY} for the fallback page. */
  key: string;
  route: ClientRoute;
}

/**
 * Matches pathnames to manifest routes, exactly (no parameters, no prefixes).
 *
 * The cache maps raw pathnames to their match so repeated renders and link
 * hovers skip normalization; it is capped, oldest entry first out, because a
 * long-lived tab can see unboundedly many distinct addresses.
 */
export class RouteMatcher {
  readonly #manifest: ClientManifest;
  readonly #cache = new Map<string, RouteMatch>();
  readonly #limit: number;

  constructor(manifest: ClientManifest, limit = PATH_CACHE_LIMIT) {
    this.#manifest = manifest;
    this.#limit = limit;
  }

  /** The route for a pathname (base URL already removed); the fallback route when none matches. */
  match(pathname: string): RouteMatch {
    const cached = this.#cache.get(pathname);
    if (cached) return cached;
    const path = normalizePath(pathname);
    const route = Object.hasOwn(this.#manifest.routes, path) ? this.#manifest.routes[path] : undefined;
    const match: RouteMatch = route ? { key: path, route } : { key: NOT_FOUND_KEY, route: this.#manifest.notFound };
    if (this.#cache.size >= this.#limit) {
      // Map iterates in insertion order, so the first key is the oldest entry.
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(pathname, match);
    return match;
  }

  /** How many pathnames the cache holds now (for tests and diagnostics). */
  get cacheSize(): number {
    return this.#cache.size;
  }
}
