import { join } from 'node:path';
import type { BuildContext } from '../build-context.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { RendererFile } from '../render/load-renderer.js';
import { renderPages, type RenderInput } from '../render/render-pages.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { PhasePools } from '../workers/pool-per-phase.js';
import type { RoutesPhaseOutput } from './routes-phase.js';
import type { StagedOutput } from './staged-output.js';

/** What the render phase reads. */
export interface RenderPhaseInput {
  routes: RoutesPhaseOutput;
  bundle: BundleOutput;
  /** The server renderer, as written into the staging folder. */
  renderer: RendererFile;
  theme: ResolvedTheme;
  output: StagedOutput;
  pools: PhasePools;
  cache?: BuildCache;
  /** The build began without a cache folder: every page renders, none is linked from a previous output. */
  fresh: boolean;
  /** Told of every route as it is planned (see `RenderInput.onPlanned`). */
  onPlanned?: RenderInput['onPlanned'];
}

/**
 * The render phase: each route's HTML page (server-rendered React) and its
 * data chunk written into the staging folder, with the route manifest and
 * the sidebars' chunks, on worker threads for a site big enough. A page
 * whose inputs did not change takes its markup from the cache, and its file
 * from the previous output. Returns how many pages were written.
 */
export function renderPhase(ctx: BuildContext, { routes, bundle, renderer, theme, output, pools, cache, fresh, onPlanned }: RenderPhaseInput): Promise<number> {
  const pagesCache = cache?.pages();
  const { staging, previous, keptFolders } = output;
  return renderPages(ctx, {
    manifest: routes.manifest,
    sidebars: routes.sidebars.sidebars,
    bundle,
    renderer,
    theme,
    outDir: staging,
    pool: (count) => pools.get(count),
    cache: pagesCache && { dir: cache!.dir, prepare: pagesCache.prepare, store: pagesCache.store },
    previousOutput: previous,
    existingFolders: keptFolders && [staging, ...keptFolders.map((folder) => join(staging, folder))],
    fresh,
    onPlanned,
  });
}
