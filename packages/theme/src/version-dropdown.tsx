import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useCurrentRoute, useSiteData } from '@quire/engine/client';
import { storePreferredVersion } from './preferred-version.js';

/** Which item to focus once the menu has rendered. */
type FocusTarget = { index: number } | null;

/**
 * The navbar's docs version menu, on docs pages: a button showing the
 * version on screen ("Next") that opens a menu of the site's versions, each
 * linking to the doc on screen in that version. Picking one stores its name
 * under `docs-preferred-version-default` in localStorage.
 *
 * Keyboard (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open
 * the menu on its first item, ArrowUp on its last; ArrowUp/ArrowDown, Home
 * and End move; Esc closes and puts focus back on the button; Tab closes
 * and moves on. A click outside closes it too.
 *
 * The site has one version (the Redux Toolkit site's), whose docs live at the docs root, so
 * the doc "in that version" is the route on screen.
 *
 * Rendered by the default `Navbar`; a replacement navbar may reuse it.
 */
export function VersionDropdown() {
  const { version } = useSiteData();
  const { path } = useCurrentRoute();
  const versions = [version];
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const show = (index: number) => {
    setOpen(true);
    setFocusTarget({ index });
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open || !focusTarget) return;
    const all = items();
    all[(focusTarget.index + all.length) % all.length]?.focus();
    setFocusTarget(null);
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      show(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // Focus goes back to the button first, so Tab moves on from there rather than from a vanished item.
      close(true);
    } else if (event.key === ' ') {
      // Space activates a menu item like Enter does (links only react to Enter by themselves).
      event.preventDefault();
      (document.activeElement as HTMLElement | null)?.click();
    }
  };

  return (
    <div className="quire-version-dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="quire-navbar-link quire-version-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Docs version: ${version.label}`}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKeyDown}
      >
        {version.label}
      </button>
      {open && (
        <ul ref={menu} id={menuId} className="quire-version-menu" role="menu" aria-label="Docs versions" onKeyDown={onMenuKeyDown}>
          {versions.map((v) => (
            <li key={v.name} role="none">
              <Link
                href={path}
                role="menuitem"
                tabIndex={-1}
                className={`quire-version-menu-link${v.name === version.name ? ' quire-version-menu-link--active' : ''}`}
                aria-current={v.name === version.name ? 'true' : undefined}
                onClick={() => {
                  storePreferredVersion(v.name);
                  close(true);
                }}
              >
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
