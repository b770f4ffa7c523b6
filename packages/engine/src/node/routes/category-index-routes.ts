import type { Breadcrumb, CategoryIndexCard, CategoryIndexPageData, PageNavLink, SidebarItem } from '../../shared/types.js';
import type { Doc } from '../content/doc.js';
import type { ResolvedSidebars } from '../sidebars/resolve-sidebars.js';
import type { RouteEntry } from './route-manifest.js';
import { sidebarTrails } from './sidebar-trail.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * The routes of categories' generated index pages (Docusaurus
 * `link: { type: 'generated-index' }`): each lists the category's items as
 * cards (a doc with its front matter `description`, a sub-category with its
 * number of items, a link with its `description`), under breadcrumbs of the
 * categories above it, with previous and next pages in sidebar order.
 */
export function categoryIndexRoutes(sidebars: ResolvedSidebars, docsById: ReadonlyMap<string, Doc>): RouteEntry[] {
  const trails = new Map<string, Map<string, Breadcrumb[]>>();
  const navigation = new Map<string, PageNavLink[]>();
  return sidebars.categoryIndexes.map((index): RouteEntry => {
    const sidebar = sidebars.sidebars[index.sidebarId] ?? [];
    let trailOf = trails.get(index.sidebarId);
    if (!trailOf) trails.set(index.sidebarId, (trailOf = sidebarTrails(sidebar)));
    let pages = navigation.get(index.sidebarId);
    if (!pages) navigation.set(index.sidebarId, (pages = navigablePages(sidebar, (docId) => sidebars.docSidebar.get(docId) === index.sidebarId)));
    const at = pages.findIndex((page) => page.href === index.route);
    const page: CategoryIndexPageData = {
      kind: 'categoryIndex',
      title: index.title,
      sidebarId: index.sidebarId,
      breadcrumbs: [...(trailOf.get(index.route) ?? []), { label: index.category.label }],
      items: cards(index.category, docsById),
      ...defined({
        description: index.description,
        keywords: index.keywords,
        image: index.image,
        prev: at > 0 ? pages[at - 1] : undefined,
        next: at >= 0 ? pages[at + 1] : undefined,
      }),
    };
    return { path: index.route, page, sidebarId: index.sidebarId };
  });
}

/** The category's items as cards; an item that leads nowhere (an html item, an empty category) has none. */
function cards(category: Category, docsById: ReadonlyMap<string, Doc>): CategoryIndexCard[] {
  return category.items.flatMap((item): CategoryIndexCard[] => {
    if (item.type === 'html') return [];
    if (item.type === 'link') {
      const doc = item.docId === undefined ? undefined : docsById.get(item.docId);
      const description = doc ? doc.frontMatter.description : item.description;
      return [{ type: doc ? 'doc' : 'link', label: item.label, href: item.href, ...defined({ description }) }];
    }
    // A category card leads to the category's own page, else to its first page (as Docusaurus does).
    const href = item.href ?? firstHref(item.items);
    if (href === undefined) return [];
    return [{ type: 'category', label: item.label, href, count: item.items.filter((child) => child.type !== 'html').length, ...defined({ description: item.description }) }];
  });
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.href !== undefined) return item.href;
    if (item.type === 'category') {
      const inner = firstHref(item.items);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/**
 * The sidebar's pages in reading order (a category's own page before its
 * items): its docs and category pages. Links elsewhere, and docs of another
 * sidebar (`ref` items), are no stops.
 */
function navigablePages(items: SidebarItem[], isOwnDoc: (docId: string) => boolean, into: PageNavLink[] = []): PageNavLink[] {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.docId !== undefined && isOwnDoc(item.docId)) into.push({ title: item.label, href: item.href });
      continue;
    }
    if (item.href !== undefined) into.push({ title: item.label, href: item.href });
    navigablePages(item.items, isOwnDoc, into);
  }
  return into;
}

/**
 * Puts each generated index page in its neighbours' previous/next links, as
 * Docusaurus does: the doc before it leads to it, and the doc after it leads
 * back to it. A doc whose front matter sets `pagination_next` or
 * `pagination_prev` keeps what it says.
 */
export function linkCategoryIndexesIntoPagination(routes: ReadonlyMap<string, RouteEntry>, indexes: readonly RouteEntry[], docsById: ReadonlyMap<string, Doc>): void {
  for (const entry of indexes) {
    if (entry.page.kind !== 'categoryIndex' || routes.get(entry.path) !== entry) continue;
    const self: PageNavLink = { title: entry.page.breadcrumbs.at(-1)?.label ?? entry.page.title, href: entry.path };
    const before = entry.page.prev && routes.get(entry.page.prev.href)?.page;
    if (before?.kind === 'doc' && docsById.get(before.docId)?.frontMatter.pagination_next === undefined) before.next = self;
    const after = entry.page.next && routes.get(entry.page.next.href)?.page;
    if (after?.kind === 'doc' && docsById.get(after.docId)?.frontMatter.pagination_prev === undefined) after.prev = self;
  }
}

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
