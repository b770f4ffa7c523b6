import type { ClientRoute } from '../../shared/types.js';
import { siteData } from '../bundle/site-data.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { Renderer } from '../render/load-renderer.js';
import { pageHtml, type PageJob, type PageSetup } from '../render/page-html.js';
import { pageDataJson, type RouteEntry } from '../routes/route-manifest.js';
import { CLIENT_SCRIPT, CLIENT_STYLESHEET } from './dev-client-bundle.js';
import { MANIFEST_FILE } from './dev-paths.js';
import type { SiteStructure } from './site-structure.js';

/**
 * The HTML at `path` (the route `entry`'s, or the 404 page's for an
 * unknown path) as `quire dev` serves it (before the dev client is
 * added): the build's page template around the server renderer's markup,
 * with the dev bundle's script and stylesheet. A page that is a component
 * (an MDX doc, a custom page) renders its `module` (the server file, as the
 * renderer loads it). Throws what the renderer
 * throws; the caller turns it into an error page.
 */
export function devPageHtml(
  config: ResolvedConfig,
  renderer: Renderer,
  structure: SiteStructure,
  path: string,
  entry: RouteEntry,
  client: ClientRoute,
  module?: PageJob['module'],
): string {
  const setup: PageSetup = {
    site: siteData(config),
    defaultColorMode: config.colorMode.defaultMode,
    clientScript: CLIENT_SCRIPT,
    clientDeps: [],
    stylesheets: [CLIENT_STYLESHEET],
    manifestFile: MANIFEST_FILE,
    baseUrlIssueBanner: config.baseUrlIssueBanner,
  };
  const job: PageJob = { path, pageJson: pageDataJson(entry), client, ...(module && { module }) };
  // Dev renders the whole sidebar inline: no category chunks to write or keep in step.
  const sidebar = entry.sidebarId === undefined ? undefined : structure.sidebars.sidebars[entry.sidebarId];
  return pageHtml(setup, renderer, job, sidebar).html;
}
