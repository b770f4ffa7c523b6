import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RouteModule, SiteData } from '../shared/types.js';
import { pageTitle } from '../shared/page-title.js';
import { CurrentRouteContext, type CurrentRoute } from './current-route.js';
import { hasIndexHtmlSuffix, normalizePath } from '../shared/normalize-path.js';
import { PageContent } from './page-content.js';
import type { RouteLoader } from './route-loader.js';
import type { RouteMatch } from './route-matcher.js';
import { scrollAfterNavigation } from './scroll-after-navigation.js';
import { sendPageView } from './send-page-view.js';
import { SiteDataContext } from './site-context.js';
import { ThemeComponentsContext, type ThemeComponents } from './theme-components.js';

/** Finds the route of a pathname; in the browser, from the route manifest it fetches. */
export interface RouteResolver {
  resolve(pathname: string): Promise<RouteMatch>;
}

/** Props of {@link QuireApp}; one set per page load, never shared between apps. */
export interface QuireAppProps {
  site: SiteData;
  components: ThemeComponents;
  /** The module of the route at the address the app starts on, already loaded. */
  initialModule: RouteModule;
  routes: RouteResolver;
  loader: RouteLoader;
}

interface Shown extends CurrentRoute {
  /**
   * The router location this route was shown for. Compared by identity: the
   * router makes a new object per navigation, while keys repeat (`default`)
   * for entries it did not create, such as a hash link's.
   */
  location: object;
}

/**
 * The whole site as one React tree, inside a router. It shows the route
 * whose module has loaded: on navigation the previous page stays on screen
 * until the next route's chunk arrives, then the view scrolls.
 */
export function QuireApp({ site, components, initialModule, routes, loader }: QuireAppProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(() => ({
    path: normalizePath(location.pathname),
    hash: location.hash,
    module: initialModule,
    location,
  }));
  const [failure, setFailure] = useState<{ location: object; error: Error } | null>(null);
  const [retries, setRetries] = useState(0);
  /** Path of the route shown before, `undefined` until the first one has been shown. */
  const shownPath = useRef<string | undefined>(undefined);

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
    if (location === shown.location) return;
    let cancelled = false;
    routes
      .resolve(location.pathname)
      .then((match) => loader.load(match))
      .then(
        (module) => {
          if (cancelled) return;
          setFailure(null);
          setShown({ path: normalizePath(location.pathname), hash: location.hash, module, location });
        },
        (error: Error) => {
          if (!cancelled) setFailure({ location, error });
        },
      );
    return () => {
      cancelled = true;
    };
    // `retries` re-runs the load after a failure.
  }, [location, retries]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const title = pageTitle(shown.module.page, site);
    document.title = title;
    const previousPath = shownPath.current;
    shownPath.current = shown.path;
    // The browser already placed the first page (it knows the hash); later ones are ours to place.
    if (previousPath === undefined) return;
    scrollAfterNavigation(shown.hash);
    // A new page, not a hash link within the same one, is a page view.
    if (shown.path !== previousPath) sendPageView(site, title);
  }, [shown, site]);

  const { Layout } = components;
  return (
    <SiteDataContext.Provider value={site}>
      <ThemeComponentsContext.Provider value={components}>
        <CurrentRouteContext.Provider value={shown}>
          <Layout page={shown.module.page}>
            {failure && failure.location === location ? (
              <div role="alert" className="quire-route-error">
                <p>{failure.error.message}</p>
                <button type="button" onClick={() => setRetries((n) => n + 1)}>
                  Retry
                </button>
              </div>
            ) : (
              <PageContent module={shown.module} components={components} />
            )}
          </Layout>
        </CurrentRouteContext.Provider>
      </ThemeComponentsContext.Provider>
    </SiteDataContext.Provider>
  );
}
