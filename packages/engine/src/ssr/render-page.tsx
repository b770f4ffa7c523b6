import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ClientManifest, RouteModule, SiteData } from '../shared/types.js';
import { QuireApp } from '../client/quire-app.js';
import { RouteLoader } from '../client/route-loader.js';
import { RouteMatcher } from '../client/route-matcher.js';
import { routerBasename } from '../client/strip-base-url.js';
import type { ThemeComponents } from '../client/theme-components.js';

/** One route to render on the server. */
export interface RenderPageInput {
  site: SiteData;
  components: ThemeComponents;
  manifest: ClientManifest;
  /** The address to render, without base URL: a route path, or any unknown path for the fallback page. */
  path: string;
  module: RouteModule;
}

/**
 * Server-renders one route to the markup inside the root element. It builds
 * the very tree the browser hydrates (same app, same route module), so
 * hydration finds no mismatch.
 */
export function renderPage({ site, components, manifest, path, module }: RenderPageInput): string {
  const matcher = new RouteMatcher(manifest, 1);
  const loader = new RouteLoader(site.baseUrl, () => Promise.reject(new Error('Quire: nothing is imported while rendering on the server.')));
  loader.seed(matcher.match(path).key, module);
  const basename = routerBasename(site.baseUrl);
  return renderToString(
    <StrictMode>
      <StaticRouter location={basename + path} basename={basename}>
        <QuireApp site={site} components={components} matcher={matcher} loader={loader} />
      </StaticRouter>
    </StrictMode>,
  );
}
