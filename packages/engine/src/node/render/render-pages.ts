import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageTitle } from '../../shared/page-title.js';
import { NOT_FOUND_KEY, type BootData, type ClientRoute, type SidebarItem } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import { siteData } from '../bundle/site-data.js';
import type { RouteEntry, RouteManifest } from '../routes/route-manifest.js';
import { jsonForScript } from './escape-html.js';
import { htmlDocument } from './html-document.js';
import type { Renderer } from './load-renderer.js';
import { routeOutputPath } from './route-output-path.js';

/** How many finished pages may wait for the disk at once; bounds memory on big sites. */
const WRITE_WINDOW = 64;

/**
 * The render phase: every route server-rendered to a complete HTML file
 * (plus `404.html`), written as it is rendered rather than held in memory.
 * Returns the number of pages written.
 */
export async function renderPages(
  ctx: BuildContext,
  {
    manifest,
    sidebars,
    bundle,
    renderer,
    outDir,
  }: { manifest: RouteManifest; sidebars: Record<string, SidebarItem[]>; bundle: BundleOutput; renderer: Renderer; outDir: string },
): Promise<number> {
  const { config } = ctx;
  const site = siteData(config);
  const base = config.baseUrl;
  const clientPreloads = bundle.clientDeps.map((f) => base + f);
  const madeDirs = new Map<string, Promise<unknown>>();
  const pending = new Set<Promise<void>>();
  let writeError: unknown;

  const renderOne = (entry: RouteEntry, client: ClientRoute) => {
    const isFallback = entry.page.kind === 'notFound';
    const body = renderer.renderPage({
      site,
      components: renderer.components,
      path: entry.path,
      // The same module the route's chunk holds, sidebar included, or hydration would not match.
      module: { page: entry.page, sidebar: entry.sidebarId === undefined ? undefined : sidebars[entry.sidebarId] },
    });
    const routePreloads = [client.chunk, ...client.deps].map((f) => base + f);
    const boot: BootData = { manifest: bundle.manifestFile, route: { key: isFallback ? NOT_FOUND_KEY : entry.path, ...client } };
    return htmlDocument({
      title: pageTitle(entry.page, site),
      description: entry.page.description,
      canonical: isFallback ? undefined : config.url.replace(/\/$/, '') + base + entry.path.replace(/^\//, ''),
      noindex: isFallback,
      defaultColorMode: config.colorMode.defaultMode,
      favicon: config.favicon ? base + config.favicon.replace(/^\//, '') : undefined,
      stylesheets: bundle.stylesheets.map((f) => base + f),
      preloads: [...new Set([...clientPreloads, ...routePreloads])],
      clientScript: base + bundle.clientScript,
      body,
      bootJson: jsonForScript(boot),
    });
  };

  const write = async (file: string, html: string) => {
    const dir = dirname(file);
    let made = madeDirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      madeDirs.set(dir, made);
    }
    await made;
    await writeFile(file, html);
  };

  const jobs: Array<[RouteEntry, ClientRoute]> = [...manifest.routes.values()].map((entry) => [
    entry,
    bundle.manifest.routes[entry.path]!,
  ]);
  jobs.push([manifest.notFound, bundle.manifest.notFound]);
  let done = 0;
  for (const [entry, client] of jobs) {
    const html = renderOne(entry, client);
    const p: Promise<void> = write(join(outDir, routeOutputPath(entry.path)), html)
      .catch((error: unknown) => {
        writeError ??= error;
      })
      .finally(() => pending.delete(p));
    pending.add(p);
    if (writeError) break;
    if (pending.size >= WRITE_WINDOW) await Promise.race(pending);
    done++;
    if (done % 500 === 0) ctx.logger.info(`rendered ${done}/${jobs.length} pages`);
  }
  await Promise.all(pending);
  if (writeError) throw writeError;
  return jobs.length;
}
