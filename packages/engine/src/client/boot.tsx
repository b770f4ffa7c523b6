import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BOOT_DATA_ID, ROOT_ID, type BootData, type SiteData } from '../shared/types.js';
import { QuireApp } from './quire-app.js';
import { RouteLoader } from './route-loader.js';
import { RouteMatcher } from './route-matcher.js';
import { routerBasename, stripBaseUrl } from './strip-base-url.js';
import type { ThemeComponents } from './theme-components.js';

/** What the client entry hands to {@link boot}. */
export interface BootOptions {
  site: SiteData;
  components: ThemeComponents;
}

/**
 * Starts a Quire page in the browser: reads the embedded manifest, loads the
 * current route's chunk (already preloaded by the HTML), then hydrates the
 * server-rendered markup so the first paint is never thrown away.
 */
export async function boot({ site, components }: BootOptions): Promise<void> {
  const dataElement = document.getElementById(BOOT_DATA_ID);
  const root = document.getElementById(ROOT_ID);
  if (!dataElement?.textContent || !root) {
    console.warn('Quire: this page has no boot data; it stays a static page.');
    return;
  }
  const { manifest } = JSON.parse(dataElement.textContent) as BootData;
  const pathname = stripBaseUrl(window.location.pathname, site.baseUrl);
  if (pathname === undefined) {
    console.warn(`Quire: ${window.location.pathname} is outside the base URL ${site.baseUrl}; the page stays static.`);
    return;
  }
  const matcher = new RouteMatcher(manifest);
  const loader = new RouteLoader(site.baseUrl);
  const match = matcher.match(pathname);
  try {
    await loader.load(match);
  } catch (error) {
    console.warn(`Quire: could not load the chunk of ${match.key}; the page stays static.`, error);
    return;
  }
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter basename={routerBasename(site.baseUrl)}>
        <QuireApp site={site} components={components} matcher={matcher} loader={loader} />
      </BrowserRouter>
    </StrictMode>,
  );
}
