import { normalizePath } from '../shared/normalize-path.js';
import { prefetchAllowed } from './prefetch-allowed.js';
import type { PrefetchDom, VisibilityWatcher } from './prefetch-dom.js';
import type { RouteLoader } from './route-loader.js';
import type { RouteResolver } from './use-route-transition.js';

/** What a {@link Prefetcher} works with; one set per app. */
export interface PrefetcherOptions {
  /** Finds a path's route and chunks: the app's manifest loader. */
  routes: RouteResolver;
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

  /** Prefetch the chunks of the route at `href` (a route path, maybe with `?query` or `#hash`). */
  prefetch(href: string): void {
    const { routes, loader, assetBase, dom } = this.#options;
    if (!prefetchAllowed(dom.connection())) return;
    const path = routePath(href);
    if (this.#routes.has(path)) return;
    this.#routes.add(path);
    routes.resolve(path).then(
      (match) => {
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
        for (const visible of hrefs) this.prefetch(visible);
      });
    }
  }
}

/** The route path of an internal href: no query, no hash, no `/index.html`. */
function routePath(href: string): string {
  return normalizePath(href.replace(/[?#].*$/, '') || '/');
}

function noop(): void {}
