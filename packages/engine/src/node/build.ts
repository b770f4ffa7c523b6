import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BuildContext, Logger } from './build-context.js';
import type { BuildOptions, BuildResult } from './build-result.js';
import { bundleSite } from './bundle/bundle-site.js';
import { loadConfig } from './config/load-config.js';
import { collectDocs } from './content/collect-docs.js';
import { QuireError, type Diagnostic } from './diagnostic.js';
import { checkLinks } from './links/check-links.js';
import { collectLinkSources } from './links/collect-link-sources.js';
import { compileDocs } from './markdown/compile-docs.js';
import { loadRenderer } from './render/load-renderer.js';
import { renderPages } from './render/render-pages.js';
import { buildRouteManifest } from './routes/build-route-manifest.js';
import { resolveSidebars } from './sidebars/resolve-sidebars.js';
import { resolveTheme } from './theme/resolve-theme.js';
import { commitStagingDir, createStagingDir, discardStagingDir } from './write/staging-dir.js';
import { writeSiteFiles } from './write/write-site-files.js';

const silentLogger: Logger = { info() {}, warn() {} };

/**
 * Builds a site: the phases of DESIGN.md in order, each one module. Nothing
 * is written to the output folder until every page has been rendered into a
 * staging folder, which then replaces it; a failure leaves the previous
 * site untouched and throws a `QuireError` listing what to fix.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const phases: Record<string, number> = {};
  const timed = async <T>(phase: string, run: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    const value = await run();
    phases[phase] = Math.round(performance.now() - t);
    return value;
  };

  const loaded = await timed('config', () => loadConfig(options.siteDir, { outDir: options.outDir, baseUrl: options.baseUrl }));
  const { config } = loaded;
  const ctx: BuildContext = { siteDir: resolve(options.siteDir), config, logger: options.logger ?? silentLogger, warnings: [] };

  const docs = await timed('content', () => collectDocs(config.docsDir));
  ctx.logger.info(`found ${docs.length} docs in ${config.docsDir}`);
  const sidebars = resolveSidebars({
    sidebars: loaded.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
    docs,
  });
  failOnErrors(ctx, sidebars.diagnostics);

  const compiled = await timed('markdown', () => compileDocs(ctx, docs));
  const manifest = await timed('routes', () => buildRouteManifest(ctx, { docs, compiled, sidebars }));

  await timed('links', () => {
    const headingIds = new Map<string, ReadonlySet<string>>();
    for (const doc of docs) {
      const result = compiled.get(doc.id);
      if (result && manifest.routes.get(doc.route)?.sourceFile === doc.filePath) headingIds.set(doc.route, new Set(result.headingIds));
    }
    const sources = collectLinkSources({
      config,
      configFile: loaded.configFile,
      configSource: loaded.configSource,
      docs,
      compiled,
      sidebars: sidebars.sidebars,
      sidebarsFile: loaded.sidebarsFile,
      sidebarsSource: loaded.sidebarsSource,
    });
    const broken = checkLinks(sources, { manifest, headingIds });
    if (config.onBrokenLinks === 'warn') broken.forEach((d) => report(ctx, d));
    else failOnErrors(ctx, broken);
  });

  const staging = await createStagingDir(config.outDir);
  let pages: number;
  try {
    const theme = resolveTheme(ctx.siteDir);
    const bundle = await timed('bundle', () => bundleSite(ctx, { manifest, sidebars: sidebars.sidebars, outDir: staging, theme }));
    const renderer = await loadRenderer(theme);
    pages = await timed('render', () => renderPages(ctx, { manifest, sidebars: sidebars.sidebars, bundle, renderer, outDir: staging }));
    await timed('write', async () => {
      await writeSiteFiles(config, manifest, staging);
      await commitStagingDir(staging, config.outDir);
    });
  } catch (error) {
    await discardStagingDir(staging);
    throw error;
  }

  return {
    outDir: config.outDir,
    pages,
    docs: docs.length,
    durationMs: Math.round(performance.now() - started),
    phases,
    outputBytes: await folderSize(config.outDir),
    warnings: ctx.warnings,
  };
}

/** Warnings go on; any error stops the build with every error listed. */
function failOnErrors(ctx: BuildContext, diagnostics: Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  diagnostics.filter((d) => d.severity === 'warning').forEach((d) => report(ctx, d));
  if (errors.length > 0) throw new QuireError(errors);
}

function report(ctx: BuildContext, diagnostic: Diagnostic): void {
  const d: Diagnostic = { ...diagnostic, severity: 'warning' };
  ctx.warnings.push(d);
  ctx.logger.warn(d);
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
