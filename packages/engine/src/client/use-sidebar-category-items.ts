import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { SidebarItem } from '../shared/types.js';
import type { SidebarChunkLoader } from './sidebar-chunk-loader.js';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** Carries the app's one {@link SidebarChunkLoader}; null on the server and outside an app. */
export const SidebarChunkContext = createContext<SidebarChunkLoader | null>(null);

const noItems = (): undefined => undefined;
const noSubscription = () => () => {};

/**
 * The items to show in a sidebar category: its own `items`, unless the
 * page shipped it closed without them (`itemsChunk`, on large sidebars);
 * then `undefined` until its chunk has loaded, which starts once `open`.
 * Server rendering and hydration always see the shipped items, so they
 * agree.
 */
export function useSidebarCategoryItems(category: Category, open: boolean): SidebarItem[] | undefined {
  const loader = useContext(SidebarChunkContext);
  const chunk = category.itemsChunk;
  const shipped = chunk === undefined || category.items.length > 0;
  if (shipped && chunk !== undefined) loader?.remember(chunk, category.items);
  const snapshot = useCallback(() => (shipped || !loader || chunk === undefined ? undefined : loader.get(chunk)), [shipped, loader, chunk]);
  const loaded = useSyncExternalStore(loader?.subscribe ?? noSubscription, snapshot, noItems);
  useEffect(() => {
    if (shipped || !open || !loader || chunk === undefined) return;
    loader.load(chunk).catch((error: unknown) => console.warn(`Quire: the sidebar category "${category.label}" could not load its items.`, error));
  }, [shipped, open, loader, chunk, category.label]);
  return shipped ? category.items : loaded;
}

/**
 * Starts loading a closed category's items early (on hover or focus of its
 * label), so they are usually there by the time it opens. Does nothing for
 * a category whose items shipped with the page.
 */
export function usePreloadSidebarCategory(category: Category): () => void {
  const loader = useContext(SidebarChunkContext);
  const chunk = category.items.length > 0 ? undefined : category.itemsChunk;
  return useCallback(() => {
    if (loader && chunk !== undefined) loader.load(chunk).catch(() => {}); // reported when the category opens
  }, [loader, chunk]);
}
