import type { ClientRoute } from '../../shared/types.js';
import type { RouteEntry } from '../routes/route-manifest.js';
import { routeNeedsHost } from './route-needs-host.js';

/**
 * How the browser finds a route's code: its chunk, what the chunk imports
 * (`deps`, and the page component's module and chunks when it has one),
 * the component's stylesheets, and whether the host must be installed first
 * (see `routeNeedsHost`). The build's route planner and `quire dev` both
 * make their manifests' routes here.
 *
 * @param deps What the chunk imports besides a page module: the modules of its sidebar view (see `SidebarViews.viewModules`), or `quire dev`'s sidebar module.
 * @param component The page is a component even before it has bundled (`quire dev` knows it from the doc's format).
 */
export function clientRoute(entry: Pick<RouteEntry, 'page' | 'module'>, chunk: string, deps: string[] = [], component = false): ClientRoute {
  const { module } = entry;
  const host = component || routeNeedsHost(entry);
  return {
    chunk,
    deps: module ? [...deps, module.client, ...module.deps] : deps,
    ...(module && module.styles.length > 0 && { styles: module.styles }),
    ...(host && { host: true as const }),
  };
}
