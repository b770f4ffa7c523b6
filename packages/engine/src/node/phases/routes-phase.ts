import type { BuildContext } from '../build-context.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import { failOnErrors } from '../fail-on-errors.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { buildRouteManifest } from '../routes/build-route-manifest.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { resolveSidebars, type ResolvedSidebars } from '../sidebars/resolve-sidebars.js';

/** What the sidebars and routes phase made. */
export interface RoutesPhaseOutput {
  sidebars: ResolvedSidebars;
  manifest: RouteManifest;
}

/**
 * The sidebars and routes phase: the sidebars resolved against the docs
 * (titles from the compiled docs), then every route of the site, each page
 * with its sidebar and neighbours. A sidebar naming a doc that does not
 * exist, or two docs on one route, fails the build here.
 */
export function routesPhase(ctx: BuildContext, loaded: LoadedConfig, docs: Doc[], compiled: Map<string, SerializedCompiledDoc>): RoutesPhaseOutput {
  const sidebars = resolveSidebars({
    sidebars: loaded.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
    docs,
    titles: new Map([...compiled].map(([id, doc]) => [id, doc.title])),
  });
  failOnErrors(ctx, sidebars.diagnostics);
  const manifest = buildRouteManifest(ctx, { docs, compiled, sidebars });
  return { sidebars, manifest };
}
