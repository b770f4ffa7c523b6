import type { RouteEntry } from '../routes/route-manifest.js';

/** Page kinds the theme draws with deferred components (see `deferredComponent`), which load with the host. */
const HOST_PAGE_KINDS: ReadonlySet<string> = new Set(['home', 'search', 'tagsList', 'tagDocList', 'categoryIndex']);

/**
 * Whether a route's page needs the host chunk before it shows (its
 * `ClientRoute.host`): a page that is a component (an MDX doc, a custom
 * page), or one the theme draws with deferred components (the home
 * and search pages, a tag or category index page; a doc's tags, last update or unlisted banner).
 * The build's route planner and `quire dev` both ask here.
 */
export function routeNeedsHost({ page, module }: Pick<RouteEntry, 'page' | 'module'>): boolean {
  if (module || page.kind === 'page' || HOST_PAGE_KINDS.has(page.kind)) return true;
  return page.kind === 'doc' && ((page.tags?.length ?? 0) > 0 || page.unlisted === true || page.lastUpdatedAt !== undefined || page.lastUpdatedBy !== undefined);
}
