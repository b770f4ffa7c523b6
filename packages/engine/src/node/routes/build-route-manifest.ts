import { relative } from 'node:path';
import type { Breadcrumb, DocPageData, PageNavLink, SpecialPageData } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { warn } from '../build-context.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import type { RouteEntry, RouteManifest } from './route-manifest.js';
import { sidebarTrails } from './sidebar-trail.js';

/** Path the fallback page is rendered at (and written to). */
export const NOT_FOUND_PATH = '/404.html';

/** What the routes phase reads. */
export interface RouteManifestInput {
  docs: Doc[];
  /** Compiled docs by doc id. */
  compiled: Map<string, SerializedCompiledDoc>;
  sidebars: ResolvedSidebars;
}

/**
 * The routes phase: one flat manifest keyed by exact route path, holding `/`,
 * `/search`, every doc with its page data (breadcrumbs, previous/next in
 * sidebar order, edit link), and the fallback page. When two sources claim
 * one path the first keeps it and a warning names both (the build rules in ARCHITECTURE.md).
 */
export function buildRouteManifest(ctx: BuildContext, { docs, compiled, sidebars }: RouteManifestInput): RouteManifest {
  const { config } = ctx;
  const routes = new Map<string, RouteEntry>();
  const special = (kind: SpecialPageData['kind'], path: string, title: string): RouteEntry => ({
    path,
    page: { kind, title, description: config.tagline || undefined },
  });
  routes.set('/', special('home', '/', config.title));
  routes.set('/search', special('search', '/search', 'Search'));

  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  const duplicates: Diagnostic[] = [];
  const neighbours = sidebarNeighbours(sidebars, docsById, compiled);
  const trails = new Map<string, Map<string, Breadcrumb[]>>();

  for (const doc of docs) {
    const result = compiled.get(doc.id);
    if (!result) continue;
    const existing = routes.get(doc.route);
    if (existing) {
      duplicates.push({
        severity: config.onDuplicateRoutes === 'error' ? 'error' : 'warning',
        code: 'duplicate-route',
        file: doc.filePath,
        message: `Duplicate route ${doc.route}: ${existing.sourceFile ? relative(process.cwd(), existing.sourceFile) : `the ${existing.page.kind} page`} already has it, so this doc is not published.`,
        hint: 'Give one of them a different `slug` or `id` in its front matter.',
      });
      continue;
    }
    const sidebarId = sidebars.docSidebar.get(doc.id);
    const sidebar = sidebarId === undefined ? undefined : sidebars.sidebars[sidebarId];
    let sidebarTrailOf = sidebarId === undefined ? undefined : trails.get(sidebarId);
    if (sidebar && !sidebarTrailOf) trails.set(sidebarId!, (sidebarTrailOf = sidebarTrails(sidebar)));
    // Each page its own array: the trails of a section's pages are equal, not shared.
    const trail = [...(sidebarTrailOf?.get(doc.route) ?? [])];
    const page: Omit<DocPageData, 'body'> = {
      kind: 'doc',
      docId: doc.id,
      title: result.title,
      description: doc.frontMatter.description,
      keywords: doc.frontMatter.keywords,
      image: doc.frontMatter.image,
      hideTitle: doc.frontMatter.hide_title === true,
      hideTableOfContents: doc.frontMatter.hide_table_of_contents === true,
      hasTitleHeading: result.hasTitleHeading,
      toc: result.toc,
      sidebarId,
      breadcrumbs: [...trail, { label: doc.frontMatter.sidebar_label ?? result.title }],
      ...neighbours.get(doc.id),
      editUrl: config.editUrl ? config.editUrl + doc.relativePath : undefined,
    };
    routes.set(doc.route, { path: doc.route, page, bodyJson: result.bodyJson, bodyDigest: result.bodyDigest, sidebarId, sourceFile: doc.filePath });
  }

  if (config.onDuplicateRoutes === 'error' && duplicates.length > 0) throw new QuireError(duplicates);
  duplicates.forEach((d) => warn(ctx, d));
  return { routes, notFound: special('notFound', NOT_FOUND_PATH, 'Page Not Found') };
}

/** Previous and next pages of every doc, in each sidebar's reading order. */
function sidebarNeighbours(
  sidebars: ResolvedSidebars,
  docsById: Map<string, Doc>,
  compiled: Map<string, SerializedCompiledDoc>,
): Map<string, { prev?: PageNavLink; next?: PageNavLink }> {
  const result = new Map<string, { prev?: PageNavLink; next?: PageNavLink }>();
  const link = (id: string | undefined): PageNavLink | undefined => {
    const doc = id === undefined ? undefined : docsById.get(id);
    if (!doc) return undefined;
    const title = doc.frontMatter.sidebar_label ?? compiled.get(doc.id)?.title ?? doc.id;
    return { title, href: doc.route };
  };
  for (const order of sidebars.order.values()) {
    order.forEach((id, i) => {
      result.set(id, { prev: link(order[i - 1]), next: link(order[i + 1]) });
    });
  }
  return result;
}
