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
  const encoder = new DepsTable();
  const routes: Record<string, WireRoute> = {};
  for (const [path, route] of Object.entries(manifest.routes)) routes[path] = encoder.encode(route);
  const notFound = encoder.encode(manifest.notFound);
  return { ...manifest, routes, notFound, ...encoder.written() };
}

/** Routes as a manifest file holds them (see {@link WireManifest}), with their own `deps` table: one shard of a large site's manifest. */
export function encodeRoutes(routes: Record<string, ClientRoute>): Pick<WireManifest, 'routes' | 'deps'> {
  const encoder = new DepsTable();
  const encoded: Record<string, WireRoute> = {};
  for (const [path, route] of Object.entries(routes)) encoded[path] = encoder.encode(route);
  return { routes: encoded, ...encoder.written() };
}

/** The `deps` lists of one file, each written once. */
class DepsTable {
  readonly #table: string[][] = [];
  readonly #indexes = new Map<string, number>();

  encode({ deps, ...rest }: ClientRoute): WireRoute {
    if (deps.length === 0) return rest;
    const key = deps.join('\n');
    let index = this.#indexes.get(key);
    if (index === undefined) this.#indexes.set(key, (index = this.#table.push(deps) - 1));
    return { ...rest, deps: index };
  }

  written(): { deps?: string[][] } {
    return this.#table.length > 0 ? { deps: this.#table } : {};
  }
}

/** A route as a manifest file holds it, read back with that file's `deps` table. */
export function decodeRoute(route: WireRoute, table: readonly string[][] = []): ClientRoute {
  return { ...route, deps: typeof route.deps === 'number' ? (table[route.deps] ?? []) : (route.deps ?? []) };
}

/** The manifest a page navigates with, from the file (see {@link WireManifest}); a manifest written in full passes as it is. */
export function decodeManifest(wire: WireManifest): ClientManifest {
  const table = wire.deps ?? [];
  const decode = (route: WireRoute): ClientRoute => decodeRoute(route, table);
  const routes: Record<string, ClientRoute> = {};
  for (const [path, route] of Object.entries(wire.routes)) routes[path] = decode(route);
  const { deps: _table, ...rest } = wire;
  return { ...rest, routes, notFound: decode(wire.notFound) };
}
