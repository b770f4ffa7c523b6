import { useCurrentRoute, type NavItem } from '@quire/engine/client';
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
          <NavbarItem item={item} active={isActiveNavItem(item, path)} />
        </li>
      ))}
    </ul>
  );
}
