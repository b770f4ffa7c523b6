import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteModule, SiteData } from '../shared/types.js';
import { QuireApp, type RouteResolver } from '../client/quire-app.js';
import { RouteLoader } from '../client/route-loader.js';
import { StaticRouter } from '../client/static-router.js';
import { routerBasename } from '../client/strip-base-url.js';
import type { ThemeComponents } from '../client/theme-components.js';

/** One route to render on the server. */
export interface RenderPageInput {
  site: SiteData;
  components: ThemeComponents;
  /** The address to render, without base URL: a route path, or any unknown path for the fallback page. */
  path: string;
  module: RouteModule;
}

// Effects never run on the server, so nothing is ever resolved or imported there.
const noRoutes: RouteResolver = { resolve: () => Promise.reject(new Error('Quire: no navigation on the server.')) };
const noImports = () => Promise.reject(new Error('Quire: nothing is imported while rendering on the server.'));

/**
 * Server-renders one route to the markup inside the root element. It builds
 * the very tree the browser hydrates (same app, same route module), so
 * hydration finds no mismatch.
 */
export function renderPage({ site, components, path, module }: RenderPageInput): string {
  const basename = routerBasename(site.baseUrl);
  return renderToString(
    <StrictMode>
      <StaticRouter path={path} basename={basename}>
        <QuireApp site={site} components={components} initialModule={module} routes={noRoutes} loader={new RouteLoader(site.baseUrl, noImports)} />
      </StaticRouter>
    </StrictMode>,
  );
}
