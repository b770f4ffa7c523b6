import type { Breadcrumb, SidebarItem } from '../../shared/types.js';

/**
 * The categories leading to a page in a sidebar, outermost first, as
 * breadcrumbs; `undefined` when the page is not in the sidebar. A category
 * whose own label links to the page ends the trail there.
 */
export function sidebarTrail(items: SidebarItem[], route: string): Breadcrumb[] | undefined {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.href === route) return [];
      continue;
    }
    if (item.href === route) return [];
    const inner = sidebarTrail(item.items, route);
    if (inner) return [item.href ? { label: item.label, href: item.href } : { label: item.label }, ...inner];
  }
  return undefined;
}

/**
 * `sidebarTrail` of every page in a sidebar at once, by route: one walk
 * of the sidebar for the whole site, where a walk per page made building
 * the manifest quadratic in the pages. A route the sidebar lists twice
 * keeps its first trail, as `sidebarTrail` finds it.
 */
export function sidebarTrails(items: SidebarItem[], into = new Map<string, Breadcrumb[]>(), above: Breadcrumb[] = []): Map<string, Breadcrumb[]> {
  for (const item of items) {
    if (item.href !== undefined && !into.has(item.href)) into.set(item.href, above);
    if (item.type !== 'category') continue;
    sidebarTrails(item.items, into, [...above, item.href ? { label: item.label, href: item.href } : { label: item.label }]);
  }
  return into;
}
