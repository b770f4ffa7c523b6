import type { BuildContext } from '../build-context.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { Doc } from '../content/doc.js';
import type { LastUpdate } from '../content/git-last-updates.js';
import type { Diagnostic } from '../diagnostic.js';
import { bodyDigest, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { buildRouteManifest } from '../routes/build-route-manifest.js';
import { readTagsFile, type TagsFile } from '../content/read-tags-file.js';
import { QuireError } from '../diagnostic.js';
import { inlineTagDiagnostics } from '../routes/inline-tag-diagnostics.js';
import { paginationDiagnostics } from '../routes/pagination-diagnostics.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { resolveSidebars, type ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import { approximateTitle } from './approximate-title.js';
import type { CustomPageFile } from '../content/find-custom-pages.js';
import { placeCustomPages, type CustomPage } from '../phases/custom-pages-phase.js';

/** The routes and sidebars of the site as it is now, from the docs compiled so far. */
export interface SiteStructure {
  docs: Doc[];
  sidebars: ResolvedSidebars;
  manifest: RouteManifest;
  /** The doc that owns each doc route (the first of docs claiming one route). */
  docByRoute: Map<string, Doc>;
  /** The custom page (`src/pages/`) that owns each of its routes. */
  pageByRoute: Map<string, CustomPageFile>;
  /** Duplicate routes, as the routes phase reports them. */
  routeDiagnostics: Diagnostic[];
}

/**
 * The build's sidebars and routes phases, run over every doc without
 * compiling every doc: a doc compiled before brings its real title and
 * body; one not compiled yet stands in with its {@link approximateTitle}
 * and no body. Only the page being served needs its body, and the dev
 * server compiles that one before it asks. The custom `pages` are placed
 * as the build places them.
 */
export function siteStructure(
  ctx: BuildContext,
  loaded: LoadedConfig,
  docs: Doc[],
  compiled: (docId: string) => SerializedCompiledDoc | undefined,
  lastUpdates?: ReadonlyMap<string, LastUpdate>,
  pages: readonly CustomPage[] = [],
): SiteStructure {
  const view = new Map(docs.map((doc) => [doc.id, compiled(doc.id) ?? placeholder(doc)]));
  const sidebars = resolveSidebars({
    sidebars: loaded.sidebars,
    sidebarsFile: loaded.sidebarsFile,
    sidebarsSource: loaded.sidebarsSource,
    docs,
    titles: new Map([...view].map(([id, doc]) => [id, doc.title])),
  });
  // Duplicates are reported, never thrown: in dev the first doc keeps the route either way.
  const routesCtx: BuildContext = { ...ctx, config: { ...ctx.config, onDuplicateRoutes: 'warn' }, warnings: [], logger: { info() {}, warn() {} } };
  // The tags file is read each time (it is small); a broken one is the site's error, and tags resolve as if it were absent.
  let tagsFile: TagsFile | undefined;
  let tagsFileErrors: Diagnostic[] = [];
  try {
    tagsFile = readTagsFile(ctx.config.docsDir, ctx.config.tags);
  } catch (error) {
    if (!(error instanceof QuireError)) throw error;
    tagsFileErrors = error.diagnostics;
  }
  const manifest = buildRouteManifest(routesCtx, { docs, compiled: view, sidebars, tagsFile, lastUpdates });
  // Custom pages as the build places them: an `index` replaces the config's home page; one on a taken route warns.
  placeCustomPages(routesCtx, manifest, pages);
  const pageByRoute = new Map<string, CustomPageFile>();
  for (const { file } of pages) if (manifest.routes.get(file.route)?.sourceFile === file.filePath) pageByRoute.set(file.route, file);
  const severity = ctx.config.onDuplicateRoutes === 'error' ? 'error' : 'warning';
  const docByRoute = new Map<string, Doc>();
  for (const doc of docs) if (manifest.routes.get(doc.route)?.sourceFile === doc.filePath) docByRoute.set(doc.route, doc);
  // A `pagination_next` naming no doc fails a build; in dev it warns, as a broken link does, and the page is served.
  const pagination = [...paginationDiagnostics(docs), ...inlineTagDiagnostics(docs, tagsFile, ctx.config.onInlineTags)].map((d) => ({ ...d, severity: 'warning' as const }));
  return { docs, sidebars, manifest, docByRoute, pageByRoute, routeDiagnostics: [...routesCtx.warnings.map((d): Diagnostic => ({ ...d, severity })), ...pagination, ...tagsFileErrors] };
}

/** A doc not compiled yet, as the routes phase sees it: a title and nothing else. */
function placeholder(doc: Doc): SerializedCompiledDoc {
  return {
    title: approximateTitle(doc),
    hasTitleHeading: false,
    bodyJson: '[]',
    bodyDigest: bodyDigest('[]'),
    toc: [],
    headingIds: [],
    links: [],
    search: [],
    images: [],
    staticImages: [],
    warnings: [],
  };
}
