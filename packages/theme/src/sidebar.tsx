import { useEffect } from 'react';
import { Link, useCurrentRoute, usePreloadSidebarCategory, useSidebarCategoryItems, type SidebarItem, type SidebarProps } from '@quire/engine/client';

export type { SidebarProps };
import { useSidebarCategoryOpen } from './sidebar-state.js';

/**
 * The docs sidebar: links and categories, nested as the site's sidebars
 * file lists them. Categories are `<details>`/`<summary>` groups, so they
 * open and close without JavaScript; one starts open when the site sets
 * `collapsed: false` or when it holds the page on screen. The link to the
 * page on screen carries `aria-current="page"`. What the reader opens or
 * closes is kept across client-side navigation (see `SidebarStateProvider`,
 * which the default `Layout` provides).
 *
 * A closed category renders no items until it is opened: on a site of
 * thousands of pages the sidebar would otherwise be most of every page's
 * HTML and of its render time. On such a site pages do not even ship the
 * items of the categories they show closed; they load when the reader
 * opens one (hovering or focusing its label starts the load).
 *
 * The `Sidebar` entry of the component map: the default `DocPage` and the
 * mobile drawer render whatever the map holds.
 */
export function Sidebar({ items }: SidebarProps) {
  const { path } = useCurrentRoute();
  return (
    <nav className="quire-sidebar" aria-label="Docs sidebar">
      <SidebarList items={items} path={path} trail="" />
    </nav>
  );
}

/** `trail` is the labels of the enclosing categories: with the label it keys a category's open state. */
function SidebarList({ items, path, trail }: { items: SidebarItem[]; path: string; trail: string }) {
  return (
    <ul className="quire-sidebar-list">
      {items.map((item, index) => (
        // Labels may repeat across categories, so the position is part of the key.
        <li key={`${index}:${item.label}`} className={`quire-sidebar-item quire-sidebar-item--${item.type}`}>
          {item.type === 'link' ? (
            <SidebarLink label={item.label} href={item.href} path={path} />
          ) : (
            <SidebarCategory item={item} path={path} stateKey={`${trail}/${index}:${item.label}`} />
          )}
        </li>
      ))}
    </ul>
  );
}

function SidebarCategory({ item, path, stateKey }: { item: Extract<SidebarItem, { type: 'category' }>; path: string; stateKey: string }) {
  const label = item.href ? <SidebarLink label={item.label} href={item.href} path={path} /> : item.label;
  if (!item.collapsible) {
    return (
      <>
        <span className="quire-sidebar-category-label">{label}</span>
        <SidebarList items={item.items} path={path} trail={stateKey} />
      </>
    );
  }
  const holdsCurrent = containsPath(item.items, path) || (item.href !== undefined && isCurrent(item.href, path));
  const [open, setOpen] = useSidebarCategoryOpen(stateKey, !item.collapsed || holdsCurrent);
  const items = useSidebarCategoryItems(item, open);
  const preload = usePreloadSidebarCategory(item);
  // Navigating into a closed category opens it; otherwise the reader's choice stands.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent, setOpen]);
  return (
    <details className="quire-sidebar-category" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="quire-sidebar-category-label" onPointerEnter={preload} onFocus={preload}>
        {label}
      </summary>
      {open && items && <SidebarList items={items} path={path} trail={stateKey} />}
    </details>
  );
}

function SidebarLink({ label, href, path }: { label: string; href: string; path: string }) {
  const current = isCurrent(href, path);
  return (
    <Link
      href={href}
      className={`quire-sidebar-link${current ? ' quire-sidebar-link--active' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}

/** Whether a sidebar href points at the route on screen; a `#fragment` or `?query` does not make it another page. */
function isCurrent(href: string, path: string): boolean {
  return href.replace(/[#?].*$/, '') === path;
}

function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => showsPath(item, path));
}

/** Whether an item's markup depends on the page on screen: it links to it, or holds a link to it. */
function showsPath(item: SidebarItem, path: string): boolean {
  return item.type === 'link' ? isCurrent(item.href, path) : (item.href !== undefined && isCurrent(item.href, path)) || containsPath(item.items, path);
}
