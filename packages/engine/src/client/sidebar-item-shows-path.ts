import type { SidebarItem } from '../shared/types.js';

/** Whether a sidebar href points at the route `path`; a `#fragment` or `?query` does not make it another page. */
export function isCurrentSidebarHref(href: string, path: string): boolean {
  return href.replace(/[#?].*$/, '') === path;
}

/**
 * Whether a sidebar item shows the page at `path`: it links to it, or is a
 * category that does or holds an item that does. Only such an item's
 * markup may differ from page to page (see `SidebarItemsProps`).
 */
export function sidebarItemShowsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'link') return isCurrentSidebarHref(item.href, path);
  return (item.href !== undefined && isCurrentSidebarHref(item.href, path)) || item.items.some((child) => sidebarItemShowsPath(child, path));
}
