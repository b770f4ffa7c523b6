import { decodeManifest, type WireManifest } from '../shared/manifest-wire.js';
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
 */
export class ManifestLoader {
  readonly #url: string;
  readonly #client: string | undefined;
  readonly #fetcher: Fetcher;
  #matcher: Promise<RouteMatcher> | undefined;

  /** @param client The client script this page runs (`BootData.client`); undefined accepts any manifest. */
  constructor(url: string, client?: string, fetcher: Fetcher = revalidatingFetch) {
    this.#url = url;
    this.#client = client;
    this.#fetcher = fetcher;
  }

  /** The matcher over the whole manifest. */
  load(): Promise<RouteMatcher> {
    this.#matcher ??= this.#fetcher(this.#url)
      .then(async (response) => {
        // Gone: the site deployed now has no such file (one built before its name was fixed).
        if (response.status === 404 || response.status === 410) throw new SiteUpdatedError();
        if (!response.ok) throw new Error(`Could not load the site's route manifest (HTTP ${response.status}).`);
        let manifest: ClientManifest;
        try {
          manifest = decodeManifest((await response.json()) as WireManifest);
        } catch (cause) {
          // Hosts that answer unknown paths with index.html send a page instead of the (gone) file.
          throw new SiteUpdatedError({ cause });
        }
        if (this.#client !== undefined && manifest.client !== undefined && manifest.client !== this.#client) throw new SiteUpdatedError();
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
