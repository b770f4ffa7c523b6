import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Components as HastComponents } from 'hast-util-to-jsx-runtime';
import type { DocPageData, PageData, SidebarItem } from '../shared/types.js';

/** Props of the outermost chrome: navbar, the page, footer. */
export interface LayoutProps {
  /** The page on screen, so the layout can tell docs pages from the home page. */
  page: PageData;
  children: ReactNode;
}

/** Props of the docs layout around one markdown page. */
export interface DocPageProps {
  page: DocPageData;
  sidebar?: SidebarItem[];
}

/**
 * The replaceable components of a theme. The engine renders `Layout` around
 * the page component chosen by the route's kind; everything else is the
 * theme's own business, listed here so a site can swap one piece (say the
 * Footer) without forking the theme.
 */
export interface ThemeComponents {
  /** Chrome around every page: skip link, navbar, main, footer. */
  Layout: ComponentType<LayoutProps>;
  Navbar: ComponentType;
  Footer: ComponentType;
  /** A markdown doc inside the docs layout (sidebar, TOC, prev/next). */
  DocPage: ComponentType<DocPageProps>;
  /** The page at `/`. */
  HomePage: ComponentType;
  /** The page at `/search`. */
  SearchPage: ComponentType;
  /** The fallback page for any unknown path. */
  NotFound: ComponentType;
  /** Components used for HTML elements inside rendered markdown (`a`, `pre`, `code`, …). */
  markdown: Partial<HastComponents>;
}

/** Carries the active theme's components. */
export const ThemeComponentsContext = createContext<ThemeComponents | null>(null);

/** The active theme's components, for chrome that renders other chrome. */
export function useThemeComponents(): ThemeComponents {
  const components = useContext(ThemeComponentsContext);
  if (!components) throw new Error('useThemeComponents() was called outside a Quire app; render inside <QuireApp>.');
  return components;
}
