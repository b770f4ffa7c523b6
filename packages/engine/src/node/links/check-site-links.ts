import { warn, type BuildContext } from '../build-context.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import { failOnErrors } from '../fail-on-errors.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import { checkLinks } from './check-links.js';
import { collectLinkSources } from './collect-link-sources.js';

/** The links phase: broken links fail the build unless the site asks for warnings. */
export function checkSiteLinks(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  compiled: Map<string, SerializedCompiledDoc>,
  sidebars: ResolvedSidebars,
  manifest: RouteManifest,
): void {
  const headingIds = new Map<string, ReadonlySet<string>>();
  for (const doc of docs) {
    const result = compiled.get(doc.id);
    // Only the doc that owns a route (the first of duplicates) defines its anchors.
    if (result && manifest.routes.get(doc.route)?.sourceFile === doc.filePath) headingIds.set(doc.route, new Set(result.headingIds));
  }
  const sources = collectLinkSources({
    config: ctx.config,
    configFile: loaded.configFile,
    configSource: loaded.configSource,
    docs,
    compiled,
    sidebars: sidebars.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
  });
  const broken = checkLinks(sources, { manifest, headingIds });
  if (ctx.config.onBrokenLinks === 'warn') broken.forEach((d) => warn(ctx, d));
  else failOnErrors(ctx, broken);
}
