import { startTransition, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, createHref, parsePath, stripBasename, type Location, type NavigateOptions, type Router, type To } from './router.js';

/** The address in the browser's address bar, without the base URL (the boot only starts under it). */
function readLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  return { pathname: stripBasename(pathname, basename) ?? pathname, search, hash };
}

/**
 * The router of the app in the browser: the location follows the address
 * bar, through `history.pushState`/`replaceState` for the app's own
 * navigations and the `popstate` event for back, forward and in-page
 * `#fragment` links. Location changes render in a transition, as
 * react-router's `BrowserRouter` did.
 */
export function BrowserRouter({ basename, children }: { basename: string; children?: ReactNode }) {
  const [location, setLocation] = useState(() => readLocation(basename));
  useLayoutEffect(() => {
    const onPopState = () => startTransition(() => setLocation(readLocation(basename)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename]);
  const navigate = useCallback(
    (to: To, options: NavigateOptions = {}) => {
      const href = createHref(basename, typeof to === 'string' ? parsePath(to) : to);
      if (options.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      startTransition(() => setLocation(readLocation(basename)));
    },
    [basename],
  );
  const router = useMemo<Router>(() => ({ location, basename, navigate }), [location, basename, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}
