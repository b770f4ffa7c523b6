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
import { writePages } from './write-pages.js';

/** What the render phase reads. */
export interface RenderInput {
  manifest: RouteManifest;
  sidebars: Record<string, SidebarItem[]>;
  bundle: BundleOutput;
  theme: ResolvedTheme;
  /** The staging folder. */
  outDir: string;
  pool?: BuildPool;
}

/**
 * The render phase: every route server-rendered to a complete HTML file
 * (plus `404.html`) and streamed to disk, on the build pool's threads when
 * there is one. Returns the number of pages written.
 */
export async function renderPages(ctx: BuildContext, { manifest, sidebars, bundle, theme, outDir, pool }: RenderInput): Promise<number> {
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
    client: bundle.manifest.routes[entry.path]!,
    sidebarId: entry.sidebarId,
  }));
  jobs.push({ path: manifest.notFound.path, pageJson: pageDataJson(manifest.notFound), client: bundle.manifest.notFound });

  if (!pool) {
    const renderer = await loadRenderer(theme);
    return writePages(setup, renderer, jobs, sidebars, outDir, (done) => {
      if (done % 500 === 0) ctx.logger.info(`rendered ${done}/${jobs.length} pages`);
    });
  }
  let done = 0;
  const counts = await Promise.all(
    splitIntoBatches(jobs, pool.threads).map(async (batch) => {
      const written = await pool.render({ buildId: ctx.buildId, theme, setup, sidebars, jobs: batch, outDir });
      done += written;
      ctx.logger.info(`rendered ${done}/${jobs.length} pages`);
      return written;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}
