import { useEffect, type ReactNode } from 'react';
import {
  Link,
  ServerMarkupMemo,
  useCurrentRoute,
  useMarkupMemoEnabled,
  usePreloadSidebarCategory,
  useSidebarCategoryItems,
  type SidebarItem,
} from '@quire/engine/client';
import { alignedBlocks } from './aligned-blocks.js';
import { useSidebarCategoryOpen } from './sidebar-state.js';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  items: SidebarItem[];
}

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
 * The server renders the items that do not show the page on screen once
 * and copies their markup into every other page (`ServerMarkupMemo`):
 * with hundreds of categories, rendering them again for every page was
 * most of the time spent rendering a large site.
 *
 * Rendered by the default `DocPage`; a replacement docs layout may reuse it.
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
  const memoize = useMarkupMemoEnabled();
  const renderItem = (item: SidebarItem, index: number) => (
    // Labels may repeat across categories, so the position is part of the key.
    <li key={`${index}:${item.label}`} className={`quire-sidebar-item quire-sidebar-item--${item.type}`}>
      <ServerMarkupMemo memoKey={memoize && !showsPath(item, path) ? itemsKey('item', items, index, index + 1) : undefined}>
        {() => (item.type === 'link' ? <SidebarLink label={item.label} href={item.href} path={path} /> : <SidebarCategory item={item} path={path} stateKey={`${trail}/${index}:${item.label}`} />)}
      </ServerMarkupMemo>
    </li>
  );
  // On the server, each run of items that do not show the page on screen is copied whole: with hundreds of
  // categories, one or two copies instead of hundreds of items. The browser renders the items one by one.
  return <ul className="quire-sidebar-list">{memoize ? memoizedRuns(items, path, renderItem) : items.map(renderItem)}</ul>;
}

/**
 * The items, each run of consecutive ones that do not show `path` in `ServerMarkupMemo`s of aligned
 * blocks: `[0, 16)`, `[16, 20)`… A run ends at the page on screen, so it is another run on every page
 * of a list; its blocks are the same on many pages (and sidebar views), so most pages copy a few
 * blocks rather than render an item marker for each item around the page on screen.
 */
function memoizedRuns(items: SidebarItem[], path: string, renderItem: (item: SidebarItem, index: number) => ReactNode): ReactNode[] {
  const nodes: ReactNode[] = [];
  let start = 0;
  const endRun = (end: number) => {
    for (const [first, last] of alignedBlocks(start, end)) {
      nodes.push(
        <ServerMarkupMemo key={`run:${first}`} memoKey={itemsKey('run', items, first, last)}>
          {() => items.slice(first, last).map((item, offset) => renderItem(item, first + offset))}
        </ServerMarkupMemo>,
      );
    }
  };
  items.forEach((item, index) => {
    if (!showsPath(item, path)) return;
    endRun(index);
    nodes.push(renderItem(item, index));
    start = index + 1;
  });
  endRun(items.length);
  return nodes;
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

const memoKeys = new WeakMap<SidebarItem[], Map<string, string>>();

/**
 * What the markup of `items[start..end)` depends on when none shows the page on screen: the items
 * alone. (A category's open state is its config's until the reader decides, and the server renders
 * no reader.) `part` tells a run of whole `<li>`s from the inside of one. Kept per list, which every
 * page of a sidebar view shares, so a key is made, and hashed by the memo, once per view.
 */
function itemsKey(part: 'run' | 'item', items: SidebarItem[], start: number, end: number): string {
  let keys = memoKeys.get(items);
  if (!keys) memoKeys.set(items, (keys = new Map()));
  const range = `${part}:${start}:${end}`;
  let key = keys.get(range);
  if (key === undefined) keys.set(range, (key = `quire-sidebar-${part}:${JSON.stringify(items.slice(start, end))}`));
  return key;
}
