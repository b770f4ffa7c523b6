import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSidebar, useSiteData, useThemeComponents } from '@quire/engine/client';
import type { ROOT_ID as EngineRootId } from '@quire/engine/types';
import { NavbarItems } from './navbar-items.js';
import { useBodyScrollLock } from './use-body-scroll-lock.js';
import { useFocusTrap } from './use-focus-trap.js';

// Typed as the engine constant's literal, so a rename there fails to compile here (see color-mode-toggle.tsx).
const ROOT_ID: typeof EngineRootId = '__quire';

/** Props of {@link MobileDrawer}. */
export interface MobileDrawerProps {
  /** The id the menu button's `aria-controls` points at. */
  id: string;
  /** Called on Esc, the close button, a backdrop click and a click on any link inside. */
  onClose(): void;
}

/**
 * The navigation drawer of narrow screens (under 997 px, where the navbar
 * folds its items into a menu button): a modal dialog sliding in from the
 * left with the navbar items and, on docs pages, the docs sidebar
 * (`useSidebar()`).
 *
 * Mount it only while open: it is a portal into `<body>`, so the server
 * never renders it and hydration has nothing to compare. While mounted, the
 * app root is `inert` (nothing behind it can be clicked, focused or read),
 * Tab stays inside (`useFocusTrap`), and the page does not scroll
 * (`useBodyScrollLock`). Its owner returns focus to the menu button after
 * it closes, once the root is no longer inert.
 *
 * Rendered by the default `Navbar`; a replacement navbar may reuse it.
 */
export function MobileDrawer({ id, onClose }: MobileDrawerProps) {
  const site = useSiteData();
  const sidebar = useSidebar();
  const { Sidebar } = useThemeComponents();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true);
  useBodyScrollLock(true);

  useEffect(() => {
    const root = document.getElementById(ROOT_ID);
    root?.setAttribute('inert', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  // A link navigates (client-side, through the router) and the drawer gets out of the way.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return createPortal(
    <div className="quire-drawer">
      <div className="quire-drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className="quire-drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={closeOnLink}
      >
        <div className="quire-drawer-header">
          <span className="quire-drawer-title" id={titleId}>
            {site.navbar.title || site.title}
          </span>
          <button type="button" className="quire-drawer-close" aria-label="Close navigation menu" onClick={onClose}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m4 4 12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav className="quire-drawer-nav" aria-label="Main">
          <NavbarItems items={site.navbar.items} className="quire-navbar-items--drawer" />
        </nav>
        {sidebar && sidebar.length > 0 && (
          <div className="quire-drawer-sidebar">
            <Sidebar items={sidebar} />
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
