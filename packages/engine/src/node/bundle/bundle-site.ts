import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SidebarItem } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { pageDataJson, type RouteManifest } from '../routes/route-manifest.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import { bundleClient, type ClientBundle } from './bundle-client.js';
import type { BundleOutput } from './bundle-output.js';
import { routeEntryNames } from './route-entry-names.js';
import { siteData } from './site-data.js';
import { writeDataChunks } from './write-data-chunks.js';

/** What the bundle phase reads. */
export interface BundleInput {
  manifest: RouteManifest;
  sidebars: Record<string, SidebarItem[]>;
  /** The staging folder the site is being written to. */
  outDir: string;
  theme: ResolvedTheme;
  /**
   * Gets the client bundle some other way than running esbuild, given the
   * function that runs it: the build cache passes one (see
   * `cachedClientBundle`). Default: run it.
   */
  clientBundle?: (make: () => Promise<ClientBundle>) => Promise<ClientBundle>;
}

/**
 * The bundle phase, in two parts. Code: one esbuild run with code
 * splitting over the client entry (runtime + theme + site data). Data: one
 * chunk per sidebar and one per route holding its page data, written
 * directly (`writeDataChunks`). Then the route manifest, naming each
 * route's chunk and the chunks it imports, as a content-hashed JSON file.
 */
export async function bundleSite(ctx: BuildContext, { manifest, sidebars, outDir, theme, clientBundle }: BundleInput): Promise<BundleOutput> {
  const allRoutes = [...manifest.routes.values(), manifest.notFound];
  const names = routeEntryNames(allRoutes.map((r) => r.path));
  const site = siteData(ctx.config);
  const make = () => bundleClient(site, theme, outDir);
  const client = await (clientBundle ? clientBundle(make) : make());
  const data = await writeDataChunks(
    outDir,
    allRoutes.map((route) => ({ path: route.path, name: names.get(route.path)!, pageJson: pageDataJson(route), sidebarId: route.sidebarId })),
    sidebars,
  );
  const routes: BundleOutput['manifest']['routes'] = {};
  for (const route of manifest.routes.values()) routes[route.path] = data.routes.get(route.path)!;
  const clientManifest = { routes, notFound: data.routes.get(manifest.notFound.path)! };
  const json = JSON.stringify(clientManifest);
  const manifestFile = `assets/manifest-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  await writeFile(join(outDir, manifestFile), json);
  const clientBytes = client.files.reduce((sum, file) => sum + (file.path.endsWith('.map') ? 0 : file.contents.length), 0);
  return {
    clientScript: client.clientScript,
    clientDeps: client.clientDeps,
    stylesheets: client.stylesheets,
    manifest: clientManifest,
    manifestFile,
    bytes: clientBytes + data.bytes + json.length,
  };
}
