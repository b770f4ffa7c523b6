import type { NavItem } from '@quire/engine/client';

/**
 * Whether a navbar item stands for the page on screen: the route lies under
 * its `activeBasePath` (by whole path segments, so `/api` does not claim
 * `/apiary`), or, without one, the route is exactly its `to`.
 * External items are never active.
 */
export function isActiveNavItem(item: NavItem, path: string): boolean {
  if (item.activeBasePath !== undefined) {
    const base = item.activeBasePath.replace(/\/+$/, '');
    return base === '' || path === base || path.startsWith(base + '/');
  }
  return item.to !== undefined && path === item.to.replace(/[#?].*$/, '');
}
