import { normalizePath } from '../shared/normalize-path.js';
import { prefetchAllowed } from './prefetch-allowed.js';
import type { PrefetchDom, VisibilityWatcher } from './prefetch-dom.js';
import type { RouteLoader } from './route-loader.js';
import type { RouteMatch } from './route-matcher.js';
import type { RouteResolver } from './use-route-transition.js';

/** How a {@link Prefetcher} finds a path's route: the app's `ManifestLoader`. */
export interface PrefetchRoutes extends RouteResolver {
  /**
   * The route of a path if the manifest loaded so far can tell it without
   * fetching a shard of it; undefined otherwise. Used for links that only
   * scrolled into view.
   */
  resolveKnown(pathname: string): Promise<RouteMatch | undefined>;
}

/** What a {@link Prefetcher} works with; one set per app. */
export interface PrefetcherOptions {
  /** Finds a path's route and chunks: the app's manifest loader. */
  routes: PrefetchRoutes;
  /** The app's route loader, so a route already loaded or loading is not prefetched. */
  loader: Pick<RouteLoader, 'state'>;
  /** URL prefix of chunk files: the site's base URL. */
  assetBase: string;
  /** The page it adds links to; in tests, a fake. */
  dom: PrefetchDom;
}

/**
 * Prefetches the chunks of routes the reader is likely to open next, with
 * `<link rel="prefetch">` (low priority, into the HTTP cache), when a link
 * to them scrolls into view (once the browser is idle) or is hovered or
 * focused. Each route is
 * prefetched once and each chunk file asked for once; nothing at all on a
 * 2g connection with data saver on. Failures are warnings: a prefetch is a
 * guess, and the click loads the page anyway.
 *
 * A link in view is prefetched only if the part of the route manifest
 * loaded so far knows its route (on a large site, whose manifest is split
 * into shards: the shard of the page's own section, or one loaded since);
 * it never fetches a shard. A page links to many other sections, and a
 * shard for each would make what a reader downloads grow with the site.
 * Intent (hover, focus, touch) fetches whatever the route needs, as the
 * click that follows would.
 *
 * One per app (created by `boot`, handed down by context): it holds the one
 * IntersectionObserver that every link shares.
 */
export class Prefetcher {
  readonly #options: PrefetcherOptions;
  /** Route paths already prefetched or on their way. */
  readonly #routes = new Set<string>();
  /** Chunk URLs already asked for. */
  readonly #urls = new Set<string>();
  readonly #watched = new Map<Element, string>();
  #watcher: VisibilityWatcher | undefined | null = null;
  /** Links that came into view, waiting for the browser to be idle. */
  #visible: string[] = [];

  constructor(options: PrefetcherOptions) {
    this.#options = options;
  }

  /**
   * Prefetch the chunks of the route at `href` (a route path, maybe with
   * `?query` or `#hash`): the reader shows intent to open it, so this
   * fetches the manifest shard the route needs, if any.
   */
  prefetch(href: string): void {
    this.#prefetch(href, 'intent');
  }

  /**
   * `intent` resolves the route whatever that fetches; `view` (a link that
   * scrolled into view) only from the manifest loaded so far, and skips a
   * route it cannot find there, leaving it to a later hover or click.
   */
  #prefetch(href: string, reason: 'intent' | 'view'): void {
    const { routes, loader, assetBase, dom } = this.#options;
    if (!prefetchAllowed(dom.connection())) return;
    const path = routePath(href);
    if (this.#routes.has(path)) return;
    this.#routes.add(path);
    (reason === 'intent' ? routes.resolve(path) : routes.resolveKnown(path)).then(
      (match) => {
        if (!match) {
          // Not prefetched: a hover on it later must not find it marked as done.
          this.#routes.delete(path);
          return;
        }
        // The loader fetches these itself, or already has.
        if (loader.state(match.key) && loader.state(match.key)?.status !== 'failed') return;
        for (const chunk of [match.route.chunk, ...match.route.deps]) {
          const url = assetBase + chunk;
          if (this.#urls.has(url) || dom.hasFetched(url)) continue;
          this.#urls.add(url);
          dom.addPrefetchLink(url, () => console.warn(`Quire: prefetching ${url} for ${path} failed; the page loads when opened.`));
        }
      },
      (error: unknown) => {
        // Forget the route, so a later hover tries again once the manifest loads.
        this.#routes.delete(path);
        console.warn(`Quire: could not prefetch ${path}.`, error);
      },
    );
  }

  /**
   * Prefetch `href` when `element` scrolls into view. Returns the function
   * that stops watching (call it when the link unmounts).
   */
  watch(element: Element, href: string): () => void {
    const { dom } = this.#options;
    if (this.#routes.has(routePath(href)) || !prefetchAllowed(dom.connection())) return noop;
    // Created on first use, never during render: the server renders links too.
    if (this.#watcher === null) this.#watcher = dom.createWatcher((visible) => this.#onVisible(visible));
    const watcher = this.#watcher;
    if (!watcher) return noop;
    this.#watched.set(element, href);
    watcher.observe(element);
    return () => {
      if (this.#watched.delete(element)) watcher.unobserve(element);
    };
  }

  #onVisible(element: Element): void {
    const href = this.#watched.get(element);
    if (href === undefined) return;
    this.#watched.delete(element);
    this.#watcher?.unobserve(element);
    // Links in view right after hydration would otherwise fetch the manifest
    // and chunks while the page itself still loads; a hover does not wait.
    if (this.#visible.push(href) === 1) {
      this.#options.dom.whenIdle(() => {
        const hrefs = this.#visible;
        this.#visible = [];
        for (const visible of hrefs) this.#prefetch(visible, 'view');
      });
    }
  }
}

/** The route path of an internal href: no query, no hash, no `/index.html`. */
function routePath(href: string): string {
  return normalizePath(href.replace(/[?#].*$/, '') || '/');
}

function noop(): void {}
