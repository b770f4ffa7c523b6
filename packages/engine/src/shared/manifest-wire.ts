import type { ClientManifest, ClientRoute } from './types.js';

/** A route as `route-manifest.json` holds it: `deps` left out when empty, or an index into the file's `deps` table. */
export type WireRoute = Omit<ClientRoute, 'deps'> & { deps?: string[] | number };

/**
 * `route-manifest.json` as written: the {@link ClientManifest}, its routes'
 * `deps` lists each written once, in `deps`, and named by their index. The
 * pages of a large sidebar share the same few modules (see the engine's
 * `SidebarViewModules`): listed in full per route, they doubled a
 * 10 000-page site's manifest.
 */
export interface WireManifest extends Omit<ClientManifest, 'routes' | 'notFound'> {
  routes: Record<string, WireRoute>;
  notFound: WireRoute;
  /** The `deps` lists the routes share. */
  deps?: string[][];
}

/** The manifest as the build writes it (see {@link WireManifest}). */
export function encodeManifest(manifest: ClientManifest): WireManifest {
  const table: string[][] = [];
  const indexes = new Map<string, number>();
  const encode = ({ deps, ...rest }: ClientRoute): WireRoute => {
    if (deps.length === 0) return rest;
    const key = deps.join('\n');
    let index = indexes.get(key);
    if (index === undefined) indexes.set(key, (index = table.push(deps) - 1));
    return { ...rest, deps: index };
  };
  const routes: Record<string, WireRoute> = {};
  for (const [path, route] of Object.entries(manifest.routes)) routes[path] = encode(route);
  const notFound = encode(manifest.notFound);
  return { ...manifest, routes, notFound, ...(table.length > 0 && { deps: table }) };
}

/** The manifest a page navigates with, from the file (see {@link WireManifest}); a manifest written in full passes as it is. */
export function decodeManifest(wire: WireManifest): ClientManifest {
  const table = wire.deps ?? [];
  const decode = (route: WireRoute): ClientRoute => ({ ...route, deps: typeof route.deps === 'number' ? (table[route.deps] ?? []) : (route.deps ?? []) });
  const routes: Record<string, ClientRoute> = {};
  for (const [path, route] of Object.entries(wire.routes)) routes[path] = decode(route);
  const { deps: _table, ...rest } = wire;
  return { ...rest, routes, notFound: decode(wire.notFound) };
}
