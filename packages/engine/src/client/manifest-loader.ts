import type { ClientManifest } from '../shared/types.js';
import { RouteMatcher, type RouteMatch } from './route-matcher.js';
import { SiteUpdatedError } from './site-updated-error.js';

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
        // The manifest's name carries a content hash: gone means a new deploy replaced it.
        if (response.status === 404 || response.status === 410) throw new SiteUpdatedError();
        if (!response.ok) throw new Error(`Could not load the site's route manifest (HTTP ${response.status}).`);
        let manifest: ClientManifest;
        try {
          manifest = (await response.json()) as ClientManifest;
        } catch (cause) {
          // Hosts that answer unknown paths with index.html send a page instead of the (gone) file.
          throw new SiteUpdatedError({ cause });
        }
        return new RouteMatcher(manifest);
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
