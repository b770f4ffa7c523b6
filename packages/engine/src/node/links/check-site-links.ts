import { warn, type BuildContext } from '../build-context.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import { failOnErrors } from '../fail-on-errors.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import { findBrokenLinks } from './find-broken-links.js';

/** The build's links phase: every link of the site checked; broken ones fail the build unless the site asks for warnings. */
export function checkSiteLinks(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  compiled: Map<string, SerializedCompiledDoc>,
  sidebars: ResolvedSidebars,
  manifest: RouteManifest,
): void {
  const broken = findBrokenLinks({
    files: { ...loaded, config: ctx.config },
    manifest,
    docs,
    compiled: (id) => compiled.get(id),
    linksOf: docs,
    sidebars: sidebars.sidebars,
  });
  if (ctx.config.onBrokenLinks === 'warn') broken.forEach((d) => warn(ctx, d));
  else failOnErrors(ctx, broken);
}
