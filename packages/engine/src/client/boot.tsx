import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prepareHostRoute } from './host-registry.js';
import { BOOT_DATA_ID, ROOT_ID, type BootData, type SiteData } from '../shared/types.js';
import { ManifestLoader } from './manifest-loader.js';
import { prefetchAllowed } from './prefetch-allowed.js';
import { browserPrefetchDom } from './prefetch-dom.js';
import { Prefetcher } from './prefetcher.js';
import { QuireApp } from './quire-app.js';
import { RouteLoader } from './route-loader.js';
import { SidebarChunkLoader } from './sidebar-chunk-loader.js';
import { routerBasename, stripBaseUrl } from './strip-base-url.js';
import type { ThemeComponents } from './theme-components.js';
import type { LiveUpdates } from './live-updates.js';

/** What the client entry hands to {@link boot}. */
export interface BootOptions {
  site: SiteData;
  components: ThemeComponents;
  /** Live updates of route data; the dev server's client entry passes its own (default: none). */
  live?: LiveUpdates;
}

/**
 * Starts a Quire page in the browser: loads the current route's chunk
 * (already preloaded by the HTML), hydrates the server-rendered markup so the
 * first paint is never thrown away, then fetches the route manifest while
 * the browser is idle so the first navigation does not wait for it (on a
 * large site: its index and, where prefetching is allowed, the shard of
 * this page's section, which links in view are prefetched from).
 */
export async function boot({ site, components, live }: BootOptions): Promise<void> {
  const dataElement = document.getElementById(BOOT_DATA_ID);
  const root = document.getElementById(ROOT_ID);
  if (!dataElement?.textContent || !root) {
    console.warn('Quire: this page has no boot data; it stays a static page.');
    return;
  }
  const data = JSON.parse(dataElement.textContent) as BootData;
  const home = stripBaseUrl(window.location.pathname, site.baseUrl);
  if (home === undefined) {
    console.warn(`Quire: ${window.location.pathname} is outside the base URL ${site.baseUrl}; the page stays static.`);
    return;
  }
  // A page component's module reads React and the theme from the host as it loads: installed before its first one.
  const loader = new RouteLoader(site.baseUrl, undefined, undefined, (route) => (route.host ? prepareHostRoute(components, site.baseUrl, route.styles) : undefined));
  const prefetchDom = browserPrefetchDom();
  // The home shard serves only the prefetching of links in view: a reader on
  // 2g who asked to save data gets no prefetches, so it waits for a navigation.
  const manifest = new ManifestLoader(site.baseUrl + data.manifest, data.client, undefined, prefetchAllowed(prefetchDom.connection()) ? home : undefined);
  let initialModule;
  try {
    initialModule = await loader.load({ key: data.route.key, route: data.route });
  } catch (error) {
    console.warn(`Quire: could not load the chunk of ${data.route.key}; the page stays static.`, error);
    return;
  }
  const prefetcher = new Prefetcher({ routes: manifest, loader, assetBase: site.baseUrl, dom: prefetchDom });
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a long docs page
  // is over a thousand elements), so taps and scrolls stay responsive while
  // it runs. The server markup is on screen and its links work meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter basename={routerBasename(site.baseUrl)}>
          <QuireApp
            site={site}
            components={components}
            initialModule={initialModule}
            routes={manifest}
            loader={loader}
            prefetcher={prefetcher}
            sidebarChunks={new SidebarChunkLoader(site.baseUrl)}
            live={live}
          />
        </BrowserRouter>
      </StrictMode>,
    );
  });
  const prefetch = () => manifest.load().catch((error: unknown) => console.warn('Quire: the route manifest did not load yet.', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 2000 });
  else setTimeout(prefetch, 200);
}
