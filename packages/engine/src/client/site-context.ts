import { createContext, useContext } from 'react';
import type { SiteData } from '../shared/types.js';

/** Carries the browser-side site configuration to every component. */
export const SiteDataContext = createContext<SiteData | null>(null);

/** The site configuration (title, navbar, footer, home page…) as the theme renders it. */
export function useSiteData(): SiteData {
  const site = useContext(SiteDataContext);
  if (!site) throw new Error('useSiteData() was called outside a Quire app; render inside <QuireApp>.');
  return site;
}
