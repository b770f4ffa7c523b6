import { join } from 'node:path';
import type { BuildContext } from '../build-context.js';
import { SERVER_DIR } from '../bundle/bundle-site.js';
import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { bundlePageModules } from '../page-modules/bundle-page-modules.js';
import type { PageModuleSource } from '../page-modules/page-module-files.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { customPageSources, type CustomPage } from './custom-pages-phase.js';
import type { StagedOutput } from './staged-output.js';

/** What the page modules phase reads. */
export interface PageModulesPhaseInput {
  docs: readonly Doc[];
  compiled: ReadonlyMap<string, SerializedCompiledDoc>;
  /** The custom pages (`src/pages/`), each bundled if the manifest published it. */
  pages: readonly CustomPage[];
  manifest: RouteManifest;
  output: StagedOutput;
}

/**
 * The page modules phase: the pages that are code (MDX docs, custom pages) bundled for
 * the browser and the server renderer (see `bundlePageModules`), each
 * route entry told where its module went, so the render phase imports it
 * from the route's chunk and renders it on the server. A site without
 * such pages runs no bundler here. Returns how many modules were made.
 */
export async function pageModulesPhase(ctx: BuildContext, { docs, compiled, pages, manifest, output }: PageModulesPhaseInput): Promise<number> {
  const sources: PageModuleSource[] = [];
  for (const doc of docs) {
    const result = compiled.get(doc.id);
    const code = result?.mdx;
    if (code !== undefined && manifest.routes.has(doc.route)) sources.push({ route: doc.route, name: doc.id, file: doc.filePath, code, standalone: result!.mdxStandalone === true });
  }
  sources.push(...customPageSources(pages, manifest));
  if (sources.length === 0) return 0;
  const modules = await bundlePageModules(ctx.siteDir, sources, output.staging, join(output.staging, SERVER_DIR, 'pages'), ctx.config.baseUrl, output.previous);
  for (const [route, files] of modules) manifest.routes.get(route)!.module = files;
  ctx.logger.info(`bundled ${modules.size} page modules`);
  return modules.size;
}
