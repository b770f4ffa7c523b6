import { Link, type NavItem } from '@quire/engine/client';
import { GitHubIcon } from './github-icon.js';

/** Props of {@link NavbarItem}. */
export interface NavbarItemProps {
  item: NavItem;
  /** Whether the item stands for the page on screen (see `isActiveNavItem`). */
  active: boolean;
}

/**
 * One navbar entry. Internal items (`to`) navigate client-side through the
 * engine's `Link`; external ones (`href`) are plain anchors opening a new
 * tab. An item with an icon shows only the icon, so its `ariaLabel` (or
 * label) becomes the accessible name.
 *
 * Used by the default `Navbar`; a replacement navbar may reuse it.
 */
export function NavbarItem({ item, active }: NavbarItemProps) {
  const icon = item.icon === 'github' ? <GitHubIcon /> : null;
  const content = icon ?? item.label;
  const ariaLabel = icon ? (item.ariaLabel ?? item.label) : item.ariaLabel;
  const iconClass = icon ? ' quire-navbar-link--icon' : '';

  if (item.to !== undefined) {
    return (
      <Link
        href={item.to}
        className={`quire-navbar-link${iconClass}${active ? ' quire-navbar-link--active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-label={ariaLabel}
      >
        {content}
      </Link>
    );
  }
  return (
    <a
      href={item.href}
      className={`quire-navbar-link${iconClass}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel}
      title={icon ? ariaLabel : undefined}
    >
      {content}
    </a>
  );
}
