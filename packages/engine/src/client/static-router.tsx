import { useMemo, type ReactNode } from 'react';
import { RouterContext, parsePath, type Router } from './router.js';

const cannotNavigate = () => {
  throw new Error('Quire: no navigation on the server.');
};

/** The router of a page rendered on the server: one fixed location (`path` without the base URL). */
export function StaticRouter({ basename, path, children }: { basename: string; path: string; children?: ReactNode }) {
  const router = useMemo<Router>(() => ({ location: parsePath(path), basename, navigate: cannotNavigate }), [basename, path]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}
