import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link, useBaseUrl, useCurrentRoute, useSiteData } from '@quire/engine/client';
import { ColorModeToggle } from './color-mode-toggle.js';
import type { MobileDrawerProps } from './mobile-drawer.js';
import { NavbarItems } from './navbar-items.js';
import { SearchButton } from './search-button.js';
import { VersionDropdown } from './version-dropdown.js';

/** The drawer's own chunk: mounted only while open, so not part of a page's first visit. */
const loadDrawer = () => import('./mobile-drawer.js');

/**
 * The sticky top bar: site logo and title linking home, the items of
 * `site.navbar.items` grouped by their `position`, the docs version menu on
 * docs pages, then search and the color-mode switch on the right.
 *
 * Under 997 px the items and the version menu give way to a menu button
 * that opens `MobileDrawer` (items plus the docs sidebar). The drawer
 * starts closed, as the server rendered it, so hydration matches; it closes
 * when the route changes and hands focus back to the button. Its code is a
 * chunk of its own, fetched when the reader points at, touches or focuses
 * the button.
 *
 * Replace it with `components: { Navbar: './src/Navbar.tsx' }` in the
 * site's config; `Layout` picks the replacement up through
 * `useThemeComponents()`.
 */
export function Navbar() {
  const site = useSiteData();
  const { path, module } = useCurrentRoute();
  const { title, logo, items } = site.navbar;
  const logoSrc = useBaseUrl(logo?.src ?? '');
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  const isDoc = module.page.kind === 'doc';

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<MobileDrawerProps> | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const drawerId = useId();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openDrawer = () => {
    setDrawerOpen(true);
    loadDrawer().then(
      (m) => setDrawer(() => m.MobileDrawer),
      (error: unknown) => {
        console.warn('Quire: the navigation menu did not load.', error);
        setDrawerOpen(false);
      },
    );
  };
  const preloadDrawer = () => void loadDrawer().catch(() => undefined);

  // After the drawer unmounted (its cleanup lifted `inert` from the app), focus goes back where it came from.
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) menuButton.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);

  // A navigation from anywhere (back button included) closes the drawer.
  useEffect(() => setDrawerOpen(false), [path]);

  return (
    <header className="quire-navbar">
      <nav className="quire-navbar-inner" aria-label="Main">
        <button
          ref={menuButton}
          type="button"
          className="quire-navbar-menu-button"
          aria-label="Open navigation menu"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={openDrawer}
          onPointerEnter={preloadDrawer}
          onTouchStart={preloadDrawer}
          onFocus={preloadDrawer}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Link href="/" className="quire-navbar-brand">
          {/* The title beside the logo already names the link, so the logo's alt text only speaks when there is no title. */}
          {logo && <img className="quire-navbar-logo" src={logoSrc} alt={title ? '' : logo.alt} width="32" height="32" />}
          {title && <span className="quire-navbar-title">{title}</span>}
        </Link>
        <NavbarItems items={left} className="quire-navbar-items--left" />
        <div className="quire-navbar-right">
          <NavbarItems items={right} className="quire-navbar-items--right" />
          {isDoc && <VersionDropdown />}
          <SearchButton />
          <ColorModeToggle />
        </div>
      </nav>
      {drawerOpen && Drawer && <Drawer id={drawerId} onClose={closeDrawer} />}
    </header>
  );
}
