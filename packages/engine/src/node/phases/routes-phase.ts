import type { BuildContext } from '../build-context.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import type { LastUpdate } from '../content/git-last-updates.js';
import { readTagsFile } from '../content/read-tags-file.js';
import { formatDiagnostic } from '../diagnostic.js';
import { failOnErrors } from '../fail-on-errors.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { buildRouteManifest } from '../routes/build-route-manifest.js';
import { inlineTagDiagnostics } from '../routes/inline-tag-diagnostics.js';
import { paginationDiagnostics } from '../routes/pagination-diagnostics.js';
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
 * exist, a `pagination_next`/`pagination_prev` naming no doc, a bad tags
 * file, or two docs on one route, fails the build here. `lastUpdates` (git's, when the site shows
 * last updates) go into the docs' page data, never into compiled docs: the
 * compiled-docs cache cannot serve a stale date, and a changed date changes
 * the page's digest, so its page is rendered again.
 */
export function routesPhase(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  compiled: Map<string, SerializedCompiledDoc>,
  lastUpdates?: ReadonlyMap<string, LastUpdate>,
): RoutesPhaseOutput {
  const sidebars = resolveSidebars({
    sidebars: loaded.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
    docs,
    titles: new Map([...compiled].map(([id, doc]) => [id, doc.title])),
  });
  const tagsFile = readTagsFile(ctx.config.docsDir, ctx.config.tags);
  const inlineTags = inlineTagDiagnostics(docs, tagsFile, ctx.config.onInlineTags);
  // `onInlineTags: 'log'` reports them as information, not warnings (as Docusaurus).
  if (ctx.config.onInlineTags === 'log') inlineTags.splice(0).forEach((d) => ctx.logger.info(formatDiagnostic(d)));
  failOnErrors(ctx, [...sidebars.diagnostics, ...paginationDiagnostics(docs), ...inlineTags]);
  const manifest = buildRouteManifest(ctx, { docs, compiled, sidebars, lastUpdates, tagsFile });
  return { sidebars, manifest };
}
