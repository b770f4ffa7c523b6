import type { ClientManifest, ClientRoute } from '../../shared/types.js';
import { routeEntryNames } from '../bundle/route-entry-names.js';
import { contentHash } from '../cache/content-hash.js';
import { pageDataDigest, type RouteEntry } from '../routes/route-manifest.js';
import type { SidebarViewModules, SidebarViews } from '../sidebars/sidebar-views.js';
import { routeChunkFile } from './route-chunk.js';
import { clientRoute } from './client-route.js';

/** A route to render, before its page data is put together. */
export interface PlannedRoute {
  entry: RouteEntry;
  client: ClientRoute;
  /** The sidebar view's JSON text, when the page shows a sidebar. */
  sidebarJson?: string;
  /** The modules its chunk takes a pruned sidebar's view from (see `SidebarViews.viewModules`). */
  sidebarModules?: SidebarViewModules;
  /** The route's `pageDataDigest`, which names its chunk and keys its page in the build cache. */
  pageDigest: string;
}

/** Plans routes one at a time (see `routePlanner`). */
export interface RoutePlanner {
  /** Names the route's chunk (readable name plus a hash of its data) and picks its sidebar view. */
  route(entry: RouteEntry): PlannedRoute;
  /** The client manifest, in the order of the planner's entries; once every one of them is planned. */
  clientManifest(): ClientManifest;
}

/**
 * Plans the routes of `entries`, which end with the fallback page, one at a
 * time and in any order. Why: a render batch can go to a thread as soon as
 * its own routes are planned, while the main thread plans the next batch,
 * instead of the threads waiting for the whole site's (~0.1 s at 1000 pages).
 * The readable chunk names are worked out for all entries at once, since
 * each depends on the others (see `routeEntryNames`).
 */
export function routePlanner(entries: readonly RouteEntry[], views: ReadonlyMap<string, SidebarViews>): RoutePlanner {
  const names = routeEntryNames(entries.map((entry) => entry.path));
  const planned = new Map<RouteEntry, ClientRoute>();
  // The pages of a section show the same view, tens of kilobytes of JSON on a large site: hashed once each.
  const sidebarDigests = new Map<string, string>();
  const sidebarDigest = (json: string) => {
    let digest = sidebarDigests.get(json);
    if (digest === undefined) sidebarDigests.set(json, (digest = viewTextDigest(json)));
    return digest;
  };
  return {
    route(entry) {
      const view = entry.sidebarId === undefined ? undefined : views.get(entry.sidebarId);
      const sidebarJson = view?.viewJson(entry.path);
      const sidebarModules = view?.viewModules(entry.path);
      const pageDigest = pageDataDigest(entry);
      const modules = sidebarModules && sidebarModuleFiles(sidebarModules);
      const chunk = routeChunkFile(names.get(entry.path)!, pageDigest, sidebarViewDigest(sidebarJson, modules, sidebarDigest));
      const client = clientRoute(entry, chunk, modules);
      planned.set(entry, client);
      return { entry, client, sidebarJson, pageDigest, ...(sidebarModules && { sidebarModules }) };
    },
    clientManifest() {
      const planOf = (entry: RouteEntry): ClientRoute => {
        const client = planned.get(entry);
        if (!client) throw new Error(`route ${entry.path} was never planned`);
        return client;
      };
      const routes: Record<string, ClientRoute> = {};
      for (const entry of entries.slice(0, -1)) routes[entry.path] = planOf(entry);
      return { routes, notFound: planOf(entries.at(-1)!) };
    },
  };
}

/** The files a pruned sidebar's view comes from, as a route chunk imports and depends on them. */
export function sidebarModuleFiles(modules: SidebarViewModules): string[] {
  return [modules.fill, modules.skeleton, ...modules.open];
}

/**
 * What names a route chunk for the sidebar it shows (see `routeChunkFile`):
 * a chunk that imports its view is named by the view's modules, which are
 * named by their text; one that carries its view, by a hash of the view.
 *
 * @param digestOf Hashes a view's text (default {@link viewTextDigest}); the planner remembers the views it hashed.
 */
export function sidebarViewDigest(sidebarJson: string | undefined, moduleFiles: readonly string[] | undefined, digestOf = viewTextDigest): string | undefined {
  if (moduleFiles) return moduleFiles.join('\n');
  return sidebarJson === undefined ? undefined : digestOf(sidebarJson);
}

function viewTextDigest(json: string): string {
  return contentHash('sidebar-view', json);
}
