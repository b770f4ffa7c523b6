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
}

/**
 * Server-renders one route exactly as the build does (the engine's
 * `renderPage`: StaticRouter, QuireApp, a matcher and a seeded loader), so
 * the theme is tested inside the real contexts and not a stand-in.
 */
export function renderRoute({ path, module, site = siteFixture, components = defaultComponents }: RenderRouteInput): string {
  const manifest = {
    routes: { [path]: { chunk: 'assets/route.js', deps: [] } },
    notFound: { chunk: 'assets/not-found.js', deps: [] },
  };
  return renderPage({ site, components, manifest, path, module });
}
