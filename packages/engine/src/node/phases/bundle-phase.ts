import type { BuildContext } from '../build-context.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import { bundleSite } from '../bundle/bundle-site.js';
import { siteData } from '../bundle/site-data.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/**
 * The bundle phase: the theme and the browser runtime bundled by esbuild
 * into the client's scripts and styles, and the server renderer the render
 * phase loads. It needs only the config and the theme, so it runs beside
 * the content and markdown phases (in esbuild's own process). Taken from
 * the cache when nothing it is made from changed.
 */
export function bundlePhase(ctx: BuildContext, theme: ResolvedTheme, cache: BuildCache | undefined): Promise<BundleOutput> {
  const make = () => bundleSite(ctx, theme);
  return cache ? cache.bundle(siteData(ctx.config), theme, make) : make();
}
