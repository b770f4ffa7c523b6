import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RouteModule, SiteData } from '../shared/types.js';
import { QuireApp, type RouteResolver } from '../client/quire-app.js';
import { RouteLoader } from '../client/route-loader.js';
import { routerBasename } from '../client/strip-base-url.js';
import type { ThemeComponents } from '../client/theme-components.js';
import { ServerLinksContext, serverLinkHrefs, type ServerLinks } from '../client/server-link-href.js';
import { createMarkupMemo, type MarkupMemoStore } from './create-markup-memo.js';
import { MarkupMemoContext, memoizedSidebarItems } from './memoized-sidebar-items.js';
import { HeadCollectorContext } from '../client/docusaurus/head-tags.js';
import { withPageHead } from '../shared/page-head.js';
import { createHeadCollector } from './head-collector.js';

// The server renderer installs the host's modules (React, the theme's and the Docusaurus modules) for page components.
export { installHost } from '../client/install-host.js';
export { loadDeferredComponents } from '../client/deferred-component.js';

/** One route to render on the server. */
export interface RenderPageInput {
  site: SiteData;
  components: ThemeComponents;
  /** The address to render, without base URL: a route path, or any unknown path for the fallback page. */
  path: string;
  module: RouteModule;
  /**
   * Whether the sidebar items that do not show the page are rendered once
   * and then copied (default true; see `memoizedSidebarItems`). False renders
   * every item, as the browser does: for tests that compare the two.
   */
  memoize?: boolean;
}

// Effects never run on the server, so nothing is ever resolved or imported there.
const noRoutes: RouteResolver = { resolve: () => Promise.reject(new Error('Quire: no navigation on the server.')) };
const noImports = () => Promise.reject(new Error('Quire: nothing is imported while rendering on the server.'));

/**
 * Server-renders one route to the markup inside the root element. It builds
 * the very tree the browser hydrates (same app, same route module), so
 * hydration finds no mismatch; `Link` writes the anchor React Router's
 * would without running the router (see `serverLinkHrefs`), and the
 * sidebar items that do not show the page are rendered once per site and
 * theme and then copied (see `memoizedSidebarItems`). The theme's
 * components know of neither. What Docusaurus `<Head>`s in the page ask
 * for comes in front of the markup (see `withPageHead`), for the build to
 * take off and put in the page's `<head>`. The theme's deferred components
 * (its home and search pages, tag and category index pages, …) must have
 * been loaded once before: `await loadDeferredComponents()`, as the build's
 * renderer does.
 */
export function renderPage({ site, components, path, module, memoize = true }: RenderPageInput): string {
  const basename = routerBasename(site.baseUrl);
  const memo = memoize ? markupMemo(components, site) : null;
  // What the page's `<Head>`s ask for: it goes in front of the markup (see `withPageHead`), and the build puts it in the page's head.
  const head = createHeadCollector();
  const html = renderToString(
    <StrictMode>
      <HeadCollectorContext.Provider value={head}>
        <MarkupMemoContext.Provider value={memo}>
          <ServerLinksContext.Provider value={serverLinks(site, basename)}>
            <StaticRouter location={basename + path} basename={basename}>
              <QuireApp
                site={site}
                components={memo ? serverComponents(components) : components}
                initialModule={module}
                routes={noRoutes}
                loader={new RouteLoader(site.baseUrl, noImports)}
              />
            </StaticRouter>
          </ServerLinksContext.Provider>
        </MarkupMemoContext.Provider>
      </HeadCollectorContext.Provider>
    </StrictMode>,
  );
  return withPageHead(memo ? memo.resolve(html) : html, head.merged());
}

const links = new WeakMap<SiteData, ServerLinks>();

/** The hrefs of route links on pages of one site, kept as long as the caller passes the same site data. */
function serverLinks(site: SiteData, basename: string): ServerLinks {
  let known = links.get(site);
  if (!known) links.set(site, (known = serverLinkHrefs(basename)));
  return known;
}

const serverMaps = new WeakMap<ThemeComponents, ThemeComponents>();

/** The theme's map with its `SidebarItems` memoized (see `memoizedSidebarItems`), made once per map. */
function serverComponents(components: ThemeComponents): ThemeComponents {
  let map = serverMaps.get(components);
  if (!map) serverMaps.set(components, (map = { ...components, SidebarItems: memoizedSidebarItems(components.SidebarItems) }));
  return map;
}

const memos = new WeakMap<ThemeComponents, WeakMap<SiteData, MarkupMemoStore>>();

/**
 * The markup memoized for pages of one site and theme, for as long as the caller keeps passing the
 * same two objects: a build does for a batch of pages, and any other site data or component map
 * starts afresh, so markup never outlives what it was rendered with.
 */
function markupMemo(components: ThemeComponents, site: SiteData): MarkupMemoStore {
  let bySite = memos.get(components);
  if (!bySite) memos.set(components, (bySite = new WeakMap()));
  let memo = bySite.get(site);
  if (!memo) bySite.set(site, (memo = createMarkupMemo()));
  return memo;
}
