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
    if (!pages) navigation.set(index.sidebarId, (pages = navigablePages(sidebar)));
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

/** The sidebar's pages in reading order (a category's own page before its items); links elsewhere are no stops. */
function navigablePages(items: SidebarItem[], into: PageNavLink[] = []): PageNavLink[] {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.docId !== undefined) into.push({ title: item.label, href: item.href });
      continue;
    }
    if (item.href !== undefined) into.push({ title: item.label, href: item.href });
    navigablePages(item.items, into);
  }
  return into;
}

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
