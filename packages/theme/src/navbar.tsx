import { Link, useBaseUrl, useCurrentRoute, useSiteData, type NavItem } from '@quire/engine/client';
import { ColorModeToggle } from './color-mode-toggle.js';
import { isActiveNavItem } from './is-active-nav-item.js';
import { NavbarItem } from './navbar-item.js';
import { SearchButton } from './search-button.js';

/**
 * The sticky top bar: site logo and title linking home, the items of
 * `site.navbar.items` grouped by their `position`, then search and the
 * color-mode switch on the right.
 *
 * Replace it with `components: { ...components, Navbar: MyNavbar }` in the
 * site's client entry; `Layout` picks the replacement up through
 * `useThemeComponents()`.
 */
export function Navbar() {
  const site = useSiteData();
  const { path } = useCurrentRoute();
  const { title, logo, items } = site.navbar;
  const logoSrc = useBaseUrl(logo?.src ?? '');
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');

  const list = (group: NavItem[], side: 'left' | 'right') =>
    group.length > 0 && (
      <ul className={`quire-navbar-items quire-navbar-items--${side}`}>
        {group.map((item) => (
          <li key={item.label}>
            <NavbarItem item={item} active={isActiveNavItem(item, path)} />
          </li>
        ))}
      </ul>
    );

  return (
    <header className="quire-navbar">
      <nav className="quire-navbar-inner" aria-label="Main">
        <Link href="/" className="quire-navbar-brand">
          {/* The title beside the logo already names the link, so the logo's alt text only speaks when there is no title. */}
          {logo && <img className="quire-navbar-logo" src={logoSrc} alt={title ? '' : logo.alt} width="32" height="32" />}
          {title && <span className="quire-navbar-title">{title}</span>}
        </Link>
        {list(left, 'left')}
        <div className="quire-navbar-right">
          {list(right, 'right')}
          <SearchButton />
          <ColorModeToggle />
        </div>
      </nav>
    </header>
  );
}
