import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { useCurrentRoute } from '../client/current-route.js';
import { sidebarItemShowsPath } from '../client/sidebar-item-shows-path.js';
import type { SidebarItemsProps } from '../client/theme-components.js';
import type { SidebarItem } from '../shared/types.js';
import { alignedBlocks } from './aligned-blocks.js';
import type { MarkupMemoStore } from './create-markup-memo.js';

/** The memo of the pages being rendered; none outside `renderPage`. */
export const MarkupMemoContext = createContext<MarkupMemoStore | null>(null);

/**
 * The theme's `SidebarItems` as the server renders it. Each item that shows
 * the page on screen is rendered as it is; each run of items between them
 * is cut into aligned blocks (`[0, 16)`, `[16, 20)`…), and each block is
 * rendered once per site and theme and its markup copied into later pages:
 * the entry's contract says that markup depends on the items and their
 * place alone (`SidebarItemsProps`). Blocks are shared by the many pages
 * whose runs end at different places, so most pages copy a few blocks.
 *
 * Why: a page of a site with hundreds of sidebar categories shows all but
 * one closed, the same on every page. Rendering 1000 pages of a 10 000-page
 * gen-corpus site (500 categories a page) took 2.9 s of CPU afresh against
 * 0.67 s copied; 1000 pages of a 1000-page one, 0.83 s against 0.62 s
 * (medians of 7 alternating rounds, the same markup). Memoizing item by
 * item saved nothing: the marker of an item cost as much as the item.
 */
export function memoizedSidebarItems(SidebarItems: ComponentType<SidebarItemsProps>): ComponentType<SidebarItemsProps> {
  function ServerSidebarItems({ items, parentId, offset = 0 }: SidebarItemsProps) {
    const memo = useContext(MarkupMemoContext);
    const { path } = useCurrentRoute();
    if (!memo) return createElement(SidebarItems, { items, parentId, offset });
    const nodes: ReactNode[] = [];
    let start = 0;
    const endRun = (end: number) => {
      for (const [first, last] of alignedBlocks(start, end)) {
        const id = memo.idOf(blockKey(items, parentId, offset, first, last));
        // A marker the renderer replaces with the markup (see `createMarkupMemo`); empty once that is known.
        const block = memo.has(id) ? null : createElement(SidebarItems, { items: items.slice(first, last), parentId, offset: offset + first });
        nodes.push(createElement(memo.tag, { key: `run:${first}`, 'data-id': id }, block));
      }
    };
    items.forEach((item, index) => {
      if (!sidebarItemShowsPath(item, path)) return;
      endRun(index);
      nodes.push(createElement(SidebarItems, { key: `item:${index}`, items: [item], parentId, offset: offset + index }));
      start = index + 1;
    });
    endRun(items.length);
    return nodes;
  }
  ServerSidebarItems.displayName = 'ServerSidebarItems';
  return ServerSidebarItems;
}

const keys = new WeakMap<SidebarItem[], Map<string, string>>();

/**
 * What the markup of `items[first..last)` depends on: the items, their place, nothing else. Kept per
 * list, which the pages of a sidebar view share, so a block's key is written out once per view.
 */
function blockKey(items: SidebarItem[], parentId: string, offset: number, first: number, last: number): string {
  let known = keys.get(items);
  if (!known) keys.set(items, (known = new Map()));
  const range = `${parentId}\n${offset + first}:${offset + last}`;
  let key = known.get(range);
  if (key === undefined) known.set(range, (key = `${range}\n${JSON.stringify(items.slice(first, last))}`));
  return key;
}
