import type { BuildContext } from '../build-context.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import { failOnErrors } from '../fail-on-errors.js';
import { checkSiteLinks } from '../links/check-site-links.js';
import { checkStaticImages } from '../links/check-static-images.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RoutesPhaseOutput } from './routes-phase.js';

/**
 * The links phase: every link of every page (markdown, sidebars, navbar,
 * footer) checked against the routes and their headings, and every image
 * against the files it names. A broken one fails the build, before any
 * page is rendered (unless the site asks for warnings).
 */
export function linksPhase(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  compiled: Map<string, SerializedCompiledDoc>,
  { sidebars, manifest }: RoutesPhaseOutput,
): void {
  checkSiteLinks(ctx, loaded, docs, compiled, sidebars, manifest);
  failOnErrors(ctx, checkStaticImages(docs.map((doc) => [doc.filePath, compiled.get(doc.id)!]), ctx.config.staticDir));
}
