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
 * Props of the loading chrome, rendered by the app (beside the layout) only
 * while a route change waits for chunks. It mounts when the wait starts and
 * unmounts when the page arrives or the load fails, so cleanup on unmount is
 * the place to stop a progress bar.
 */
export interface LoadingIndicatorProps {
  /** The route path being loaded. */
  target: string;
  /** `performance.now()` when the wait started (see `useDelayElapsed`). */
  since: number;
  /** Show a spinner once the wait is this long (site config `loading.spinnerDelayMs`, default 200). */
  spinnerDelayMs: number;
  /** Show a progress bar once the wait is this long (site config `loading.progressBarDelayMs`, default 1000). */
  progressBarDelayMs: number;
}

/**
 * Props of the box shown instead of a page whose chunks failed to load
 * (SPEC.md §8). It stays up while a retry is in flight.
 */
export interface RouteErrorProps {
  /** The route path that failed. */
  target: string;
  /** Why; its message is for the reader. */
  error: Error;
  /** Loads the route again and shows the page when it arrives. */
  retry: () => void;
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
  /** Spinner and progress bar while a route change waits for its chunks. */
  LoadingIndicator: ComponentType<LoadingIndicatorProps>;
  /** The red box with the error message and a Retry button, in place of a page that failed to load. */
  RouteError: ComponentType<RouteErrorProps>;
  /** Components used for HTML elements inside rendered markdown (`a`, `pre`, `code`, …) and for the build's own elements (`quire-admonition`, …). */
  markdown: MarkdownComponents;
}

/**
 * Components for elements of rendered markdown: HTML elements by tag name,
 * and the elements the build makes for what HTML has no element for, all
 * named `quire-*` (`quire-admonition`, `quire-admonition-title`) and
 * receiving their HAST properties as props. A `quire-*` element without a
 * component renders as an unknown HTML element.
 */
export type MarkdownComponents = Partial<HastComponents> & {
  // `never` props: any component fits; what it receives is documented with each element.
  [buildElement: `quire-${string}`]: ComponentType<never>;
};

/** Carries the active theme's components. */
export const ThemeComponentsContext = createContext<ThemeComponents | null>(null);

/** The active theme's components, for chrome that renders other chrome. */
export function useThemeComponents(): ThemeComponents {
  const components = useContext(ThemeComponentsContext);
  if (!components) throw new Error('useThemeComponents() was called outside a Quire app; render inside <QuireApp>.');
  return components;
}
