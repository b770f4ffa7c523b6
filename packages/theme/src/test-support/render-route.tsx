import type { RouteModule, SiteData, ThemeComponents } from '@quire/engine/client';
import { renderPage } from '@quire/engine/ssr';
import { components as defaultComponents } from '../components.js';
import { site as siteFixture } from './site-fixture.js';

/** What {@link renderRoute} renders. */
export interface RenderRouteInput {
  /** The address, without base URL. */
  path: string;
  module: RouteModule;
  site?: SiteData;
  components?: ThemeComponents;
  /** False renders every sidebar item afresh, as the browser does (see `renderPage`). */
  memoize?: boolean;
}

/**
 * Server-renders one route exactly as the build does (the engine's
 * `renderPage`: StaticRouter and QuireApp with the route's module), so
 * the theme is tested inside the real contexts and not a stand-in.
 */
export function renderRoute({ path, module, site = siteFixture, components = defaultComponents, memoize }: RenderRouteInput): string {
  return renderPage({ site, components, path, module, memoize });
}
