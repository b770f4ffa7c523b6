import type { ClientManifest } from '../shared/types.js';
import { RouteMatcher, type RouteMatch } from './route-matcher.js';

/** Fetches a URL; the browser's `fetch` in production, a fake in tests. */
export type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * The route manifest, fetched once on demand (the page asks for it while idle
 * after hydration, or at the first navigation, whichever comes first). A
 * failed fetch is forgotten, so the next navigation tries again.
 */
export class ManifestLoader {
  readonly #url: string;
  readonly #fetcher: Fetcher;
  #matcher: Promise<RouteMatcher> | undefined;

  constructor(url: string, fetcher: Fetcher = (u) => fetch(u)) {
    this.#url = url;
    this.#fetcher = fetcher;
  }

  /** The matcher over the whole manifest. */
  load(): Promise<RouteMatcher> {
    this.#matcher ??= this.#fetcher(this.#url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`Could not load the site's route manifest (HTTP ${response.status}).`);
        return new RouteMatcher((await response.json()) as ClientManifest);
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
