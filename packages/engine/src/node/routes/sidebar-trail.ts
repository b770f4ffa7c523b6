import type { Breadcrumb, SidebarItem } from '../../shared/types.js';

/**
 * The categories leading to a page in a sidebar, outermost first, as
 * breadcrumbs; `undefined` when the page is not in the sidebar. A category
 * whose own label links to the page ends the trail there.
 */
export function sidebarTrail(items: SidebarItem[], route: string): Breadcrumb[] | undefined {
  for (const item of items) {
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
