import type { SidebarItem } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import { siteData } from '../bundle/site-data.js';
import { pageDataJson, type RouteManifest } from '../routes/route-manifest.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { BuildPool } from '../workers/build-pool.js';
import { splitIntoBatches } from '../workers/split-into-batches.js';
import { loadRenderer } from './load-renderer.js';
import type { PageJob, PageSetup } from './page-html.js';
import { writePages, type StoreRenderedMarkup } from './write-pages.js';

/** What the render phase reads. */
export interface RenderInput {
  manifest: RouteManifest;
  sidebars: Record<string, SidebarItem[]>;
  bundle: BundleOutput;
  theme: ResolvedTheme;
  /** The staging folder. */
  outDir: string;
  /** The build pool, or a function that gets one for a number of pages to render (or none, when too few). */
  pool?: BuildPool | ((pageCount: number) => BuildPool | undefined);
  /** The build cache's markup of pages rendered before, and where fresh markup goes; see `renderedPagesCache`. */
  cache?: {
    /** Sets `appHtml` on the jobs the cache holds and `cacheKey` on every job. */
    prepare(jobs: PageJob[], sidebars: Record<string, SidebarItem[]>, site: PageSetup['site']): Promise<void>;
    /** The cache folder, for worker threads to store the markup they render. */
    dir: string;
    store: StoreRenderedMarkup;
  };
}

/**
 * The render phase: every route server-rendered to a complete HTML file
 * (plus `404.html`) and streamed to disk, on the build pool's threads when
 * there is one. Returns the number of pages written.
 */
export async function renderPages(ctx: BuildContext, { manifest, sidebars, bundle, theme, outDir, pool: getPool, cache }: RenderInput): Promise<number> {
  const setup: PageSetup = {
    site: siteData(ctx.config),
    defaultColorMode: ctx.config.colorMode.defaultMode,
    clientScript: bundle.clientScript,
    clientDeps: bundle.clientDeps,
    stylesheets: bundle.stylesheets,
    manifestFile: bundle.manifestFile,
    baseUrlIssueBanner: ctx.config.baseUrlIssueBanner,
  };
  const jobs: PageJob[] = [...manifest.routes.values()].map((entry) => ({
    path: entry.path,
    pageJson: pageDataJson(entry),
    meta: entry.page,
    client: bundle.manifest.routes[entry.path]!,
    sidebarId: entry.sidebarId,
  }));
  jobs.push({ path: manifest.notFound.path, pageJson: pageDataJson(manifest.notFound), meta: manifest.notFound.page, client: bundle.manifest.notFound });
  await cache?.prepare(jobs, sidebars, setup.site);
  const toRender = jobs.filter((job) => job.appHtml === undefined).length;
  const pool = typeof getPool === 'function' ? getPool(toRender) : getPool;

  if (!pool) {
    // Not even loaded when every page comes from the cache: React and the theme take a while to import.
    const renderer = toRender > 0 ? await loadRenderer(theme) : undefined;
    const progress = (done: number) => {
      if (done % 500 === 0) ctx.logger.info(`rendered ${done}/${jobs.length} pages`);
    };
    return writePages(setup, renderer, jobs, sidebars, outDir, progress, cache?.store);
  }
  let done = 0;
  const counts = await Promise.all(
    splitIntoBatches(jobs, pool.threads).map(async (batch) => {
      const written = await pool.render({ buildId: ctx.buildId, theme, setup, sidebars, jobs: batch, outDir, cacheDir: cache?.dir });
      done += written;
      ctx.logger.info(`rendered ${done}/${jobs.length} pages`);
      return written;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
