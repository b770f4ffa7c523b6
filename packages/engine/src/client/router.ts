import { createContext, useContext } from 'react';

/** One entry of the session history, as the app sees it: its address without the base URL. */
export interface Location {
  /** Path without the base URL: `/api/createSlice`. */
  pathname: string;
  /** `?query`, or `''`. */
  search: string;
  /** `#fragment`, or `''`. */
  hash: string;
}

/** Where to go: a path (`/api/x?y#z`) or its parts. */
export type To = string | Partial<Location>;

/** Options of a navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (default: add). */
  replace?: boolean;
}

/** What the router shares with the app: the location on screen and how to move. */
export interface Router {
  /**
   * The current location. A new object for every navigation, even to the
   * same address (a hash link followed twice), so it can be compared by
   * identity to tell navigations apart.
   */
  location: Location;
  /** `/docs` for the base URL `/docs/`, `''` for `/`. */
  basename: string;
  navigate(to: To, options?: NavigateOptions): void;
}

/**
 * Carries the app's router (`BrowserRouter` in the browser,
 * `StaticRouter` on the server).
 *
 * Quire routes by exact path and loads pages itself (`useRouteTransition`),
 * so it needs of a router only the address and a way to change it: this
 * and the two providers replaced react-router, whose 14 KB (gzip) were a
 * seventh of every page's first-visit JavaScript.
 */
export const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Quire: no router; render inside <BrowserRouter> or <StaticRouter>.');
  return router;
}

/** The location on screen. */
export function useLocation(): Location {
  return useRouter().location;
}

/** Moves to another address under the base URL, adding or replacing a history entry. */
export function useNavigate(): Router['navigate'] {
  return useRouter().navigate;
}

/** The parts of a path: `/a?b#c` → `{ pathname: '/a', search: '?b', hash: '#c' }`. */
export function parsePath(path: string): Location {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return { pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/', search: searchAt >= 0 ? rest.slice(searchAt) : '', hash };
}

/** A location written as a path again. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  return pathname + (search === '?' ? '' : search) + (hash === '#' ? '' : hash);
}

/**
 * The href of a path under the base URL. The home page of a site under
 * `/docs/` is `/docs`, as react-router wrote it, so server HTML did not
 * change with the router.
 */
export function createHref(basename: string, to: To): string {
  const path = createPath(typeof to === 'string' ? parsePath(to) : to);
  if (!basename) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#') ? basename + path.slice(1) : basename + path;
}

/** The path of `pathname` under `basename`, or `undefined` when it lies outside it. */
export function stripBasename(pathname: string, basename: string): string | undefined {
  if (!basename) return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return undefined;
  const rest = pathname.slice(basename.length);
  if (rest !== '' && !rest.startsWith('/')) return undefined;
  return rest || '/';
}
