import { createContext, useContext } from 'react';

/** A failed route load and the way out of it. */
export interface RouteFailure {
  /** Why the route's chunks did not load; its `message` is what the reader sees. */
  error: Error;
  /**
   * Loads the route's chunks again (under a fresh URL) and shows the page
   * when they arrive; or, when the error is a `SiteUpdatedError` (a new
   * deploy replaced the files), loads the page afresh from the new version.
   */
  retry: () => void;
}

/**
 * What the app is waiting for, as the loading chrome sees it (ARCHITECTURE.md, "route loading":
 * `loading -> loaded | failed`). `idle` means the route on screen is the
 * route at the address. While `loading`, the previous page stays on screen.
 *
 * - `loading`: the chunks of `target` are on their way since `since`
 *   (`performance.now()` time of the start of this wait: a navigation that
 *   replaces another still in flight keeps the first one's start, so the
 *   spinner does not blink). `failure` is set when this load is a retry of
 *   a failed one, so the error box can stay up until the retry settles.
 * - `failed`: the last load of `target` failed and nothing is in flight.
 */
export type RouteLoading =
  | { status: 'idle'; target?: undefined; failure?: undefined }
  | { status: 'loading'; target: string; since: number; failure?: RouteFailure }
  | { status: 'failed'; target: string; failure: RouteFailure };

/** The idle state: the route on screen is the route at the address. */
export const ROUTE_IDLE: RouteLoading = { status: 'idle' };

/** Carries the app's {@link RouteLoading}; idle outside an app (and always on the server). */
export const RouteLoadingContext = createContext<RouteLoading>(ROUTE_IDLE);

/**
 * What the app is loading, for chrome that reacts to it (a navbar that
 * dims, a custom indicator). The default chrome gets the same facts as
 * props: `LoadingIndicator` and `RouteError` in the theme's component map.
 */
export function useRouteLoading(): RouteLoading {
  return useContext(RouteLoadingContext);
}
