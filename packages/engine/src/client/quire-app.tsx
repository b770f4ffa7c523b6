import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouteModule, SiteData } from '../shared/types.js';
import { pageTitle } from '../shared/page-title.js';
import { CurrentRouteContext } from './current-route.js';
import { setPageTitle } from './page-title.js';
import type { LiveUpdates } from './live-updates.js';
import { hasIndexHtmlSuffix, normalizePath } from '../shared/normalize-path.js';
import { PageContent } from './page-content.js';
import type { Prefetcher } from './prefetcher.js';
import { PrefetcherContext } from './prefetcher-context.js';
import type { RouteLoader } from './route-loader.js';
import { RouteLoadingContext } from './route-loading.js';
import { scrollAfterNavigation } from './scroll-after-navigation.js';
import { sendPageView } from './send-page-view.js';
import type { SidebarChunkLoader } from './sidebar-chunk-loader.js';
import { SiteDataContext } from './site-context.js';
import { ThemeComponentsContext, type ThemeComponents } from './theme-components.js';
import { useRouteTransition, type RouteResolver } from './use-route-transition.js';
import { SidebarChunkContext } from './use-sidebar-category-items.js';

export type { RouteResolver };

/** Props of {@link QuireApp}; one set per page load, never shared between apps. */
export interface QuireAppProps {
  site: SiteData;
  components: ThemeComponents;
  /** The module of the route at the address the app starts on, already loaded. */
  initialModule: RouteModule;
  routes: RouteResolver;
  loader: RouteLoader;
  /** Prefetches the chunks of linked routes; none on the server. */
  prefetcher?: Prefetcher;
  /** Loads the items of sidebar categories that pages ship closed; none on the server. */
  sidebarChunks?: SidebarChunkLoader;
  /** Live updates of route data from the dev server; none in a built site. */
  live?: LiveUpdates;
}

/**
 * The whole site as one React tree, inside a router. It shows the route
 * whose module has loaded: on navigation the previous page stays on screen
 * until the next route's chunk arrives, then the view scrolls. Meanwhile
 * the theme's `LoadingIndicator` shows the wait, and its `RouteError`
 * replaces the page when the chunks fail to load.
 */
export function QuireApp({ site, components, initialModule, routes, loader, prefetcher, sidebarChunks, live }: QuireAppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { shown, loading } = useRouteTransition({ initialModule, routes, loader, live });
  /** Path of the route shown before, `undefined` until the first one has been shown. */
  const shownPath = useRef<string | undefined>(undefined);
  /** Router location of the route shown before; the same one again means a live update, not a navigation. */
  const shownLocation = useRef<object | undefined>(undefined);

  // Tells scripts and tests that the page is interactive: hydration has committed.
  useEffect(() => {
    document.documentElement.setAttribute('data-quire-ready', '');
  }, []);

  // Readers and old links may carry `/index.html`: keep the address clean.
  useEffect(() => {
    if (hasIndexHtmlSuffix(location.pathname)) {
      void navigate({ pathname: normalizePath(location.pathname), search: location.search, hash: location.hash }, { replace: true });
    }
  }, [location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    const title = pageTitle(shown.module.page, site);
    // Not `document.title`: a Docusaurus `<Head>` title of the page, set in its own effect before this one, shows instead.
    setPageTitle(title);
    const previousPath = shownPath.current;
    const previousLocation = shownLocation.current;
    shownPath.current = shown.path;
    shownLocation.current = shown.location;
    live?.shown?.(shown.path);
    // The browser already placed the first page (it knows the hash); later ones are ours to place.
    if (previousPath === undefined) return;
    // New data for the page on screen (a live update): the reader stays where they are.
    if (shown.location === previousLocation) return;
    scrollAfterNavigation(shown.hash);
    // A new page, not a hash link within the same one, is a page view.
    if (shown.path !== previousPath) sendPageView(site, title);
  }, [shown, site, live]);

  const { Layout, LoadingIndicator, RouteError } = components;
  return (
    <SiteDataContext.Provider value={site}>
      <ThemeComponentsContext.Provider value={components}>
        <PrefetcherContext.Provider value={prefetcher ?? null}>
          <SidebarChunkContext.Provider value={sidebarChunks ?? null}>
            <RouteLoadingContext.Provider value={loading}>
              <CurrentRouteContext.Provider value={shown}>
                <Layout page={shown.module.page}>
                  {/* Never the previous page under the new address: the box replaces it. */}
                  {loading.failure ? (
                    <RouteError target={loading.target} error={loading.failure.error} retry={loading.failure.retry} />
                  ) : (
                    <PageContent module={shown.module} components={components} />
                  )}
                </Layout>
                {loading.status === 'loading' && (
                  <LoadingIndicator
                    target={loading.target}
                    since={loading.since}
                    spinnerDelayMs={site.loading.spinnerDelayMs}
                    progressBarDelayMs={site.loading.progressBarDelayMs}
                  />
                )}
              </CurrentRouteContext.Provider>
            </RouteLoadingContext.Provider>
          </SidebarChunkContext.Provider>
        </PrefetcherContext.Provider>
      </ThemeComponentsContext.Provider>
    </SiteDataContext.Provider>
  );
}
