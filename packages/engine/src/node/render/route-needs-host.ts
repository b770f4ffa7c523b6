import type { PageMeta, RouteEntry } from '../routes/route-manifest.js';

/** Page kinds the theme draws with deferred components (see `deferredComponent`), which load with the host. */
const HOST_PAGE_KINDS: ReadonlySet<string> = new Set(['home', 'search', 'tagsList', 'tagDocList', 'categoryIndex']);

/**
 * Whether a route's page needs the host chunk before it shows (its
 * `ClientRoute.host`): a page that is a component (an MDX doc, a custom
 * page), or one the theme draws with deferred components (the home
 * and search pages, a tag or category index page; a doc's tags, last update or unlisted banner).
 * The build's route planner and `quire dev` both ask here.
 */
export function routeNeedsHost(entry: Pick<RouteEntry, 'page' | 'module'> & { readonly needsHost?: boolean }): boolean {
  // A frozen entry (see `freezePageData`) answered for its page once, rather than parse its data again here.
  return entry.module !== undefined || (entry.needsHost ?? pageNeedsHost(entry.page));
}

/** {@link routeNeedsHost} for the page's own part: its kind, and a doc's tags, last update or unlisted banner. */
export function pageNeedsHost(page: PageMeta): boolean {
  if (page.kind === 'page' || HOST_PAGE_KINDS.has(page.kind)) return true;
  return page.kind === 'doc' && ((page.tags?.length ?? 0) > 0 || page.unlisted === true || page.lastUpdatedAt !== undefined || page.lastUpdatedBy !== undefined);
}
