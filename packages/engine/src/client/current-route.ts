import { createContext, useContext } from 'react';
import type { PageData, RouteModule, SidebarItem } from '../shared/types.js';

/** The route on screen: its clean path and the module it was rendered from. */
export interface CurrentRoute {
  /** Route path without base URL, trailing `/index.html` stripped: `/api/createSlice`. */
  path: string;
  /** Hash of the address on screen, with `#`, or `''`. */
  hash: string;
  module: RouteModule;
}

/** Carries the route on screen; the previous route stays here until the next one has loaded. */
export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

/** The route on screen. */
export function useCurrentRoute(): CurrentRoute {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute() was called outside a Quire app; render inside <QuireApp>.');
  return route;
}

/** The page data of the route on screen. */
export function usePageData(): PageData {
  return useCurrentRoute().module.page;
}

/** The sidebar of the route on screen, if its page has one. */
export function useSidebar(): SidebarItem[] | undefined {
  return useCurrentRoute().module.sidebar;
}
