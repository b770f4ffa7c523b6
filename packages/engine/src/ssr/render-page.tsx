import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RouteModule, SiteData } from '../shared/types.js';
import { QuireApp, type RouteResolver } from '../client/quire-app.js';
import { RouteLoader } from '../client/route-loader.js';
import { routerBasename } from '../client/strip-base-url.js';
import type { ThemeComponents } from '../client/theme-components.js';
import { ServerLinksContext, serverLinkHrefs, type ServerLinks } from '../client/server-link-href.js';

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
 * hydration finds no mismatch, and `Link` writes the anchor React Router's
 * would without running the router (see `serverLinkHrefs`). Every component
 * renders on every page: copying the markup of chrome repeated on every
 * page (the footer, the sidebar's closed categories) saved no measurable
 * time on a 1000-page build, and made each theme component keep the
 * memo's rules.
 */
export function renderPage({ site, components, path, module }: RenderPageInput): string {
  const basename = routerBasename(site.baseUrl);
  return renderToString(
    <StrictMode>
      <ServerLinksContext.Provider value={serverLinks(site, basename)}>
        <StaticRouter location={basename + path} basename={basename}>
          <QuireApp site={site} components={components} initialModule={module} routes={noRoutes} loader={new RouteLoader(site.baseUrl, noImports)} />
        </StaticRouter>
      </ServerLinksContext.Provider>
    </StrictMode>,
  );
}

const links = new WeakMap<SiteData, ServerLinks>();

/** The hrefs of route links on pages of one site, kept as long as the caller passes the same site data. */
function serverLinks(site: SiteData, basename: string): ServerLinks {
  let known = links.get(site);
  if (!known) links.set(site, (known = serverLinkHrefs(basename)));
  return known;
}
