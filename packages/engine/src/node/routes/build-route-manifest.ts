import { relative } from 'node:path';
import type { Breadcrumb, DocPageData, PageNavLink, SpecialPageData } from '../../shared/types.js';
import type { BuildContext } from '../build-context.js';
import { warn } from '../build-context.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import type { Doc } from '../content/doc.js';
import type { LastUpdate } from '../content/git-last-updates.js';
import type { TagsFile } from '../content/read-tags-file.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import { categoryIndexRoutes, linkCategoryIndexesIntoPagination } from './category-index-routes.js';
import { docLastUpdate } from './doc-last-update.js';
import { docTagLinks, TAGS_PATH, tagPages, type TaggedDoc } from './doc-tags.js';
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
  /** Each doc's last commit by its path in the docs folder, when the site shows last updates (see `readGitLastUpdates`). */
  lastUpdates?: ReadonlyMap<string, LastUpdate>;
  /** The docs' tags file (see `readTagsFile`), whose keys front matter tags may name. */
  tagsFile?: TagsFile;
}

/**
 * The routes phase: one flat manifest keyed by exact route path, holding `/`,
 * `/search`, every doc with its page data (breadcrumbs, previous/next in
 * sidebar order, edit link), and the fallback page. When two sources claim
 * one path the first keeps it and a warning names both (the build rules in ARCHITECTURE.md).
 */
export function buildRouteManifest(ctx: BuildContext, { docs, compiled, sidebars, lastUpdates, tagsFile }: RouteManifestInput): RouteManifest {
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
  const tagged: TaggedDoc[] = [];

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
    const tags = docTagLinks(doc.frontMatter.tags, tagsFile?.tags).links;
    if (tags.length > 0) tagged.push({ doc, title: result.title, tags });
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
      editUrl: editUrlOf(doc, config.editUrl),
      ...(tags.length > 0 && { tags }),
      ...(doc.frontMatter.unlisted === true && { unlisted: true }),
      ...docLastUpdate(doc.frontMatter, lastUpdates?.get(doc.relativePath), config),
    };
    routes.set(doc.route, { path: doc.route, page, bodyJson: result.bodyJson, bodyDigest: result.bodyDigest, sidebarId, sourceFile: doc.filePath });
  }

  const tagRoutes = tagPages(tagged);
  const tagEntries = [...(tagRoutes.list ? [[TAGS_PATH, tagRoutes.list] as const] : []), ...tagRoutes.tags];
  for (const [path, page] of tagEntries) {
    const existing = routes.get(path);
    if (existing) {
      duplicates.push({
        severity: config.onDuplicateRoutes === 'error' ? 'error' : 'warning',
        code: 'duplicate-route',
        ...(existing.sourceFile && { file: existing.sourceFile }),
        message: `Duplicate route ${path}: ${existing.sourceFile ? relative(process.cwd(), existing.sourceFile) : `the ${existing.page.kind} page`} has the path of a tag page, so the tag page is not published.`,
        hint: 'Give the doc another `slug`, or the tag another `permalink`.',
      });
      continue;
    }
    routes.set(path, { path, page });
  }

  // Categories' generated index pages (`/category/<slug>`), after the docs: a doc's own route wins.
  const categoryIndexes = categoryIndexRoutes(sidebars, docsById);
  for (const entry of categoryIndexes) {
    const existing = routes.get(entry.path);
    if (existing) {
      duplicates.push({
        severity: config.onDuplicateRoutes === 'error' ? 'error' : 'warning',
        code: 'duplicate-route',
        ...(existing.sourceFile && { file: existing.sourceFile }),
        message: `Duplicate route ${entry.path}: ${existing.sourceFile ? relative(process.cwd(), existing.sourceFile) : `the ${existing.page.kind} page`} has the path of category "${entry.page.title}"'s generated index, so the index is not published.`,
        hint: 'Give the category link a `slug` of its own, or the doc another `slug`.',
      });
      continue;
    }
    routes.set(entry.path, entry);
  }
  linkCategoryIndexesIntoPagination(routes, categoryIndexes, docsById);

  if (config.onDuplicateRoutes === 'error' && duplicates.length > 0) throw new QuireError(duplicates);
  duplicates.forEach((d) => warn(ctx, d));
  return { routes, notFound: special('notFound', NOT_FOUND_PATH, 'Page Not Found') };
}

/**
 * The doc's "Edit this page" link: its front matter `custom_edit_url` when set
 * (`null` or empty: no link, as in Docusaurus), else the site's `editUrl`
 * followed by the doc's path in the docs folder.
 */
function editUrlOf(doc: Doc, siteEditUrl: string | undefined): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom || undefined;
  return siteEditUrl ? siteEditUrl + doc.relativePath : undefined;
}

/**
 * Previous and next pages of every doc, as Docusaurus links them: in each
 * sidebar's reading order, skipping unlisted docs; a doc's front matter
 * `pagination_prev` / `pagination_next` (a doc id, or `null` for none)
 * overrides its own. A link's label is the target's `pagination_label`,
 * else its `sidebar_label`, else its title. An id naming no doc gives no
 * link here; the routes phase reports it (`paginationDiagnostics`).
 */
function sidebarNeighbours(
  sidebars: ResolvedSidebars,
  docsById: Map<string, Doc>,
  compiled: Map<string, SerializedCompiledDoc>,
): Map<string, { prev?: PageNavLink; next?: PageNavLink }> {
  const result = new Map<string, { prev?: PageNavLink; next?: PageNavLink }>();
  const link = (id: string | null | undefined): PageNavLink | undefined => {
    const doc = id === undefined || id === null ? undefined : docsById.get(id);
    if (!doc) return undefined;
    const title = doc.frontMatter.pagination_label ?? doc.frontMatter.sidebar_label ?? compiled.get(doc.id)?.title ?? doc.id;
    return { title, href: doc.route };
  };
  const listed = (id: string) => docsById.get(id)?.frontMatter.unlisted !== true;
  for (const fullOrder of sidebars.order.values()) {
    const order = fullOrder.filter(listed);
    order.forEach((id, i) => {
      result.set(id, { prev: link(order[i - 1]), next: link(order[i + 1]) });
    });
  }
  for (const doc of docsById.values()) {
    const { pagination_prev: prev, pagination_next: next } = doc.frontMatter;
    if (prev === undefined && next === undefined) continue;
    const own = { ...result.get(doc.id) };
    if (prev !== undefined) own.prev = link(prev);
    if (next !== undefined) own.next = link(next);
    result.set(doc.id, own);
  }
  return result;
}
