import { useEffect, useMemo, useRef } from 'react';
import { matchPath as matchRoute, useLocation as useRouterLocation, useNavigate, useNavigationType, type Location } from 'react-router';
import { useSiteData } from '../site-context.js';
import { routerBasename, stripBaseUrl } from '../strip-base-url.js';

/**
 * Docusaurus's `@docusaurus/router`: the react-router 5 hooks and helpers
 * Docusaurus re-exports (`useLocation`, `useHistory`, `matchPath`,
 * `Redirect`), made of react-router 7's. One difference of the two
 * routers is bridged here: Docusaurus's routes carry the base URL
 * (`/redux-toolkit/api/createSlice`), Quire's router has it as basename. So
 * these hooks give and take paths with the base URL, as in Docusaurus.
 */

/** A location target as react-router 5 takes it: a path, or its parts. */
export type HistoryTarget = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

/** react-router 5's `history` object, as far as react-router 7 lets it be made. */
export interface History {
  readonly length: number;
  /** How the current location was reached: `PUSH`, `REPLACE` or `POP`. */
  readonly action: string;
  readonly location: Location;
  push(to: HistoryTarget, state?: unknown): void;
  replace(to: HistoryTarget, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  /** Calls `listener` after each location change while the component that got this object is mounted. */
  listen(listener: (location: Location, action: string) => void): () => void;
  createHref(to: HistoryTarget): string;
}

/** The base URL put in front of a route path: `/` in `/redux-toolkit/` gives `/redux-toolkit/`. */
function withBase(path: string, baseUrl: string): string {
  return routerBasename(baseUrl) + path;
}

/** A path as Docusaurus code writes it (with the base URL, usually from `useBaseUrl`) as the router's route path. */
export function routePathOf(path: string, baseUrl: string): string {
  if (!path.startsWith('/')) return path;
  return stripBaseUrl(path, baseUrl) ?? path;
}

function targetOf(to: HistoryTarget, state: unknown, baseUrl: string) {
  if (typeof to === 'string') return { to: routePathOf(to, baseUrl), state };
  const { state: targetState, pathname, ...rest } = to;
  return { to: { ...rest, ...(pathname === undefined ? {} : { pathname: routePathOf(pathname, baseUrl) }) }, state: state ?? targetState };
}

/** react-router 5's `useLocation`, in Docusaurus: the pathname carries the base URL. */
export function useLocation(): Location {
  const location = useRouterLocation();
  const { baseUrl } = useSiteData();
  return useMemo(() => ({ ...location, pathname: withBase(location.pathname, baseUrl) }), [location, baseUrl]);
}

/**
 * react-router 5's `useHistory`: `push` and `replace` take paths with the
 * base URL (or without it), `location` is {@link useLocation}'s. The object
 * is the same on every render, as react-router 5's history is.
 */
export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  const action = useNavigationType();
  const { baseUrl } = useSiteData();
  const latest = useRef({ navigate, location, action, baseUrl });
  latest.current = { navigate, location, action, baseUrl };
  const listeners = useRef(new Set<(location: Location, action: string) => void>());
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    for (const listener of [...listeners.current]) listener(location, action);
  }, [location, action]);
  const history = useRef<History | null>(null);
  history.current ??= {
    get length() {
      return window.history.length;
    },
    get action() {
      return latest.current.action;
    },
    get location() {
      return latest.current.location;
    },
    push(to, state) {
      const target = targetOf(to, state, latest.current.baseUrl);
      void latest.current.navigate(target.to, { state: target.state });
    },
    replace(to, state) {
      const target = targetOf(to, state, latest.current.baseUrl);
      void latest.current.navigate(target.to, { replace: true, state: target.state });
    },
    go: (delta) => void latest.current.navigate(delta),
    goBack: () => void latest.current.navigate(-1),
    goForward: () => void latest.current.navigate(1),
    listen(listener) {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
    createHref(to) {
      if (typeof to === 'string') return to;
      return (to.pathname ?? latest.current.location.pathname) + (to.search ?? '') + (to.hash ?? '');
    },
  };
  return history.current;
}

/** Options of {@link matchPath}, react-router 5's. */
export interface MatchPathOptions {
  path?: string | string[];
  /** Match the whole pathname, not only its start (default false). */
  exact?: boolean;
  /** A trailing slash of `path` must be in the pathname (default false); accepted, not enforced. */
  strict?: boolean;
  /** Match letter case (default false). */
  sensitive?: boolean;
}

/** What {@link matchPath} gives, react-router 5's. */
export interface Match<Params extends Record<string, string | undefined> = Record<string, string | undefined>> {
  path: string;
  /** The part of the pathname that matched. */
  url: string;
  isExact: boolean;
  params: Params;
}

/**
 * react-router 5's `matchPath(pathname, options)` (react-router 7's takes
 * its arguments the other way round and answers another shape): whether
 * `pathname` starts with (or, `exact`, is) one of the paths, which may hold
 * `:params`.
 */
export function matchPath(pathname: string, options: string | string[] | MatchPathOptions = {}): Match | null {
  const { path, exact = false, sensitive = false } = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as string[]).concat(path ?? [])) {
    const match = matchRoute({ path: pattern, end: exact, caseSensitive: sensitive }, pathname);
    if (!match) continue;
    const url = match.pathname === '' ? '/' : match.pathname;
    return { path: pattern, url, isExact: url === pathname || url.replace(/\/$/, '') === pathname.replace(/\/$/, ''), params: match.params };
  }
  return null;
}

/** Props of {@link Redirect}, react-router 5's. */
export interface RedirectProps {
  /** Where to: a path with (or without) the base URL. */
  to: HistoryTarget;
  /** Add a history entry instead of replacing the current one (default false). */
  push?: boolean;
}

/**
 * react-router 5's `<Redirect>`: goes to `to` once mounted in the browser.
 * The server writes the page without it (a static page cannot redirect
 * by itself), and the browser goes on as soon as the page has loaded.
 */
export function Redirect({ to, push = false }: RedirectProps): null {
  const history = useHistory();
  const key = JSON.stringify(to);
  useEffect(() => {
    const target = JSON.parse(key) as HistoryTarget;
    if (push) history.push(target);
    else history.replace(target);
  }, [history, key, push]);
  return null;
}
