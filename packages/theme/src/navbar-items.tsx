import { ServerMarkupMemo, useCurrentRoute, type NavItem } from '@quire/engine/client';
import { isActiveNavItem } from './is-active-nav-item.js';
import { NavbarItem } from './navbar-item.js';

/** Props of {@link NavbarItems}. */
export interface NavbarItemsProps {
  items: NavItem[];
  /** Extra class, e.g. `quire-navbar-items--right`; the list always has `quire-navbar-items`. */
  className?: string;
}

/**
 * A list of navbar entries, each marked active when it stands for the page
 * on screen. The navbar renders it in the bar and the mobile drawer renders
 * the same items stacked, so both always agree. Renders nothing for an
 * empty list.
 */
export function NavbarItems({ items, className }: NavbarItemsProps) {
  const { path } = useCurrentRoute();
  if (items.length === 0) return null;
  return (
    <ul className={className ? `quire-navbar-items ${className}` : 'quire-navbar-items'}>
      {items.map((item) => (
        <li key={item.label}>
          <NavbarItemMemo item={item} active={isActiveNavItem(item, path)} />
        </li>
      ))}
    </ul>
  );
}

/** An item's markup depends on the item and on whether it is active: the server renders each pair once and copies it. */
function NavbarItemMemo({ item, active }: { item: NavItem; active: boolean }) {
  return <ServerMarkupMemo memoKey={navItemKey(item, active)}>{() => <NavbarItem item={item} active={active} />}</ServerMarkupMemo>;
}

const itemKeys = new WeakMap<NavItem, string>();

/** Kept per item, which every page of a build shares (the site data), so an item is written out once. */
function navItemKey(item: NavItem, active: boolean): string {
  let key = itemKeys.get(item);
  if (key === undefined) itemKeys.set(item, (key = `quire-navbar-item:${JSON.stringify(item)}`));
  return `${key}:${active}`;
}
