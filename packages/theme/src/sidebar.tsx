import { useEffect } from 'react';
import {
  isCurrentSidebarHref,
  Link,
  sidebarItemShowsPath,
  useCurrentRoute,
  usePreloadSidebarCategory,
  useSidebarCategoryItems,
  useThemeComponents,
  type SidebarItem,
  type SidebarItemsProps,
  type SidebarProps,
} from '@quire/engine/client';

export type { SidebarItemsProps, SidebarProps };
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
 * Below the `<nav class="quire-sidebar">` no element carries a class of the
 * theme's: on a large site the sidebar is a third of each page's HTML, and a
 * class on every item was most of it (issue 30). The stylesheet selects by
 * structure and state (`li > a`, `details > summary`, `a[aria-current]`,
 * `details[open]`); the classes left are the author's own and those of
 * `html` items, which the structural rules must not reach into.
 *
 * The `Sidebar` entry of the component map: the default `DocPage` and the
 * mobile drawer render whatever the map holds. The items of each list are
 * the map's `SidebarItems`, so a site can replace how items look and keep
 * the rest.
 */
export function Sidebar({ items }: SidebarProps) {
  return (
    <nav className="quire-sidebar" aria-label="Docs sidebar">
      <SidebarList items={items} parentId="" />
    </nav>
  );
}

/**
 * The items of one sidebar list (the map's `SidebarItems` entry), one
 * `<li>` each: a link, or a category with its own list. An item's markup
 * depends on the item and its place alone unless it shows the page on
 * screen, as the entry requires (`SidebarItemsProps`).
 */
export function SidebarItemsView({ items, parentId, offset = 0 }: SidebarItemsProps) {
  const { path } = useCurrentRoute();
  return items.map((item, index) => {
    // Labels may repeat across categories, so the position is part of the id (which keys a category's open state).
    const id = `${parentId}/${offset + index}:${item.label ?? ''}`;
    if (item.type === 'html') {
      // The site's own markup from its sidebars file, trusted as the file itself is. Its class keeps the
      // sidebar's structural rules out of that markup; `defaultStyle` gives it a link's padding.
      const className = ['quire-sidebar-item--html', item.className, item.defaultStyle && 'quire-sidebar-item--html-default'].filter(Boolean).join(' ');
      return <li key={id} className={className} dangerouslySetInnerHTML={{ __html: item.value }} />;
    }
    // The author's `className` (sidebars file, `_category_` file, front matter `sidebar_class_name`) goes on the item, as in Docusaurus.
    return (
      <li key={id} className={item.className}>
        {item.type === 'link' ? <SidebarLink label={item.label} href={item.href} path={path} /> : <SidebarCategory item={item} path={path} stateKey={id} />}
      </li>
    );
  });
}

function SidebarList({ items, parentId }: { items: SidebarItem[]; parentId: string }) {
  const { SidebarItems } = useThemeComponents();
  return (
    <ul>
      <SidebarItems items={items} parentId={parentId} />
    </ul>
  );
}

function SidebarCategory({ item, path, stateKey }: { item: Extract<SidebarItem, { type: 'category' }>; path: string; stateKey: string }) {
  const label = item.href ? <SidebarLink label={item.label} href={item.href} path={path} /> : item.label;
  if (!item.collapsible) {
    return (
      <>
        <span>{label}</span>
        <SidebarList items={item.items} parentId={stateKey} />
      </>
    );
  }
  const holdsCurrent = sidebarItemShowsPath(item, path);
  const [open, setOpen] = useSidebarCategoryOpen(stateKey, !item.collapsed || holdsCurrent);
  const items = useSidebarCategoryItems(item, open);
  const preload = usePreloadSidebarCategory(item);
  // Navigating into a closed category opens it; otherwise the reader's choice stands.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent, setOpen]);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary onPointerEnter={preload} onFocus={preload}>
        {label}
      </summary>
      {open && items && <SidebarList items={items} parentId={stateKey} />}
    </details>
  );
}

function SidebarLink({ label, href, path }: { label: string; href: string; path: string }) {
  const current = isCurrentSidebarHref(href, path);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined}>
      {label}
    </Link>
  );
}
