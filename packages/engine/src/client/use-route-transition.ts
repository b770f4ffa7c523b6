import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { RouteModule } from '../shared/types.js';
import { normalizePath } from '../shared/normalize-path.js';
import type { CurrentRoute } from './current-route.js';
import type { LiveUpdates } from './live-updates.js';
import type { RouteLoader } from './route-loader.js';
import type { RouteMatch } from './route-matcher.js';
import { ROUTE_IDLE, type RouteLoading } from './route-loading.js';
import { isSiteUpdatedError } from './site-updated-error.js';

/** Finds the route of a pathname; in the browser, from the route manifest it fetches. */
export interface RouteResolver {
  resolve(pathname: string): Promise<RouteMatch>;
}

/** The route on screen and the router location it was shown for. */
export interface ShownRoute extends CurrentRoute {
  /**
   * The router location this route was shown for. Compared by identity: the
   * router makes a new object per navigation, while keys repeat (`default`)
   * for entries it did not create, such as a hash link's.
   */
  location: object;
}

/** What {@link useRouteTransition} needs: the first route's module and how to load the others. */
export interface RouteTransitionOptions {
  /** The module of the route at the address the app starts on, already loaded. */
  initialModule: RouteModule;
  routes: RouteResolver;
  loader: RouteLoader;
  /** Signals that route data changed (the dev server); the route on screen is then loaded again and shown in place. */
  live?: LiveUpdates;
}

/** Loads the address afresh: new HTML that names the new version's chunks. */
function reloadPage(): void {
  window.location.reload();
}

/** The load under way for one router location. */
interface Pending {
  location: object;
  /** `performance.now()` when the reader started waiting. */
  since: number;
  /** Whether a load is in flight (false once it failed, true again on retry). */
  inFlight: boolean;
  error?: Error;
}

/**
 * Keeps the route on screen in step with the address: on navigation it loads
 * the next route's chunks while the previous page stays, then swaps. It
 * reports the wait as a {@link RouteLoading} for the loading chrome, with a
 * `retry` that loads a failed route again.
 */
export function useRouteTransition({ initialModule, routes, loader, live }: RouteTransitionOptions): { shown: ShownRoute; loading: RouteLoading } {
  const location = useLocation();
  const [shown, setShown] = useState<ShownRoute>(() => ({
    path: normalizePath(location.pathname),
    hash: location.hash,
    module: initialModule,
    location,
  }));
  const [pending, setPending] = useState<Pending | null>(null);
  const [retries, setRetries] = useState(0);
  const retry = useCallback(() => setRetries((n) => n + 1), []);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  // A live update swaps the module of the route on screen and keeps its
  // location, which tells the app that this is no navigation: no scroll, no page view.
  useEffect(() => {
    if (!live) return undefined;
    return live.subscribe((paths) => {
      loader.refresh();
      const current = shownRef.current;
      if (!paths.includes(current.path)) return;
      routes
        .resolve(current.path)
        .then((match) => loader.load(match))
        .then(
          (module) => setShown((now) => (now.location === current.location ? { ...now, module } : now)),
          (error: unknown) => console.warn(`Quire: could not load the new version of ${current.path}.`, error),
        );
    });
  }, [live, routes, loader]);

  useEffect(() => {
    if (location === shown.location) {
      setPending(null); // back on the page on screen: whatever was loading no longer matters
      return;
    }
    let cancelled = false;
    const now = performance.now();
    setPending((previous) => ({
      location,
      // A navigation that replaces one still loading continues the same wait.
      since: previous?.inFlight ? previous.since : now,
      inFlight: true,
      // A retry keeps the error on screen until it settles; a new address drops it.
      error: previous?.location === location ? previous.error : undefined,
    }));
    routes
      .resolve(location.pathname)
      .then((match) => loader.load(match))
      .then(
        (module) => {
          if (cancelled) return;
          setPending(null);
          setShown({ path: normalizePath(location.pathname), hash: location.hash, module, location });
        },
        (cause: unknown) => {
          if (cancelled) return;
          const error = cause instanceof Error ? cause : new Error(String(cause));
          setPending((previous) => (previous?.location === location ? { ...previous, inFlight: false, error } : previous));
        },
      );
    return () => {
      cancelled = true;
    };
    // `retries` re-runs the load after a failure; `shown` is read, not watched.
  }, [location, retries]); // eslint-disable-line react-hooks/exhaustive-deps

  const loading = useMemo<RouteLoading>(() => {
    if (!pending || location === shown.location) return ROUTE_IDLE;
    const target = normalizePath(location.pathname);
    if (pending.location !== location) {
      // The effect has not seen this address yet. Report a load still in
      // flight as going on, so the chrome does not blink off for one render.
      return pending.inFlight ? { status: 'loading', target, since: pending.since } : ROUTE_IDLE;
    }
    // After a deploy replaced this version's files, only a full load of the
    // page (from the new version) can work; it happens once, on the reader's Retry.
    const failure = pending.error ? { error: pending.error, retry: isSiteUpdatedError(pending.error) ? reloadPage : retry } : undefined;
    if (pending.inFlight) return { status: 'loading', target, since: pending.since, failure };
    return { status: 'failed', target, failure: failure ?? { error: new Error('The page did not load.'), retry } };
  }, [pending, location, shown.location, retry]);

  return { shown, loading };
}
