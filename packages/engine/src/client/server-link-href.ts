import { createContext } from 'react';
import { resolvePath } from 'react-router';

/** How the server writes route links: their `href` for a route path (see {@link serverLinkHrefs}). */
export interface ServerLinks {
  href(to: string): string;
}

/**
 * Set while the server renders a page (see `renderPage`), so that `Link`
 * writes its anchor without React Router; null in the browser, where links
 * are React Router's own.
 */
export const ServerLinksContext = createContext<ServerLinks | null>(null);

/**
 * {@link serverLinkHref} for one basename, remembering each path's `href`:
 * the pages of a sidebar section link to the same dozens of paths, and a
 * lookup is cheaper than resolving them again.
 */
export function serverLinkHrefs(basename: string): ServerLinks {
  const known = new Map<string, string>();
  return {
    href(to) {
      let href = known.get(to);
      if (href === undefined) known.set(to, (href = serverLinkHref(to, basename)));
      return href;
    },
  };
}

/**
 * The `href` React Router's `<Link to={to}>` writes for a route path (a path
 * starting with one `/`, see `isInternalHref`) inside a `StaticRouter` with
 * this `basename`: the path resolved (`..`, `.`, doubled slashes, a bare
 * `?` or `#` dropped), then put under the basename. An absolute path
 * resolves against `/` whatever the route matches and the location are, so
 * nothing else is needed; a change in React Router's resolution shows in
 * the test that compares the two.
 */
export function serverLinkHref(to: string, basename: string): string {
  // React Router also adds a trailing slash the path asked for, but `resolvePath` of an absolute path always keeps it.
  const { pathname, search, hash } = resolvePath(to);
  // As the Router normalizes its basename prop: `` and `/` are the root.
  const base = basename.replace(/^\/*/, '/');
  let joined = pathname;
  if (base !== '/') joined = pathname === '/' ? base : `${base}/${pathname}`.replace(/[\\/]{2,}/g, '/');
  return joined + search + hash;
}
