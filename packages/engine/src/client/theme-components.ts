import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Components as HastComponents } from 'hast-util-to-jsx-runtime';
import type { Breadcrumb, CategoryIndexPageData, DocPageData, PageData, PageNavLink, SidebarItem, TagDocListPageData, TagsListPageData, TocItem } from '../shared/types.js';

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

/** Props of the docs sidebar: the items of the sidebar the page shows, nested as the sidebars file lists them. */
export interface SidebarProps {
  items: SidebarItem[];
}

/**
 * Props of a run of items of one list of the docs sidebar (a whole list,
 * or a slice of it): the component renders each item, one after another,
 * as the list's children (the default: one `<li>` each). What it renders
 * for an item that does not show the page on screen (see
 * `sidebarItemShowsPath`) must depend on that item, its place (`parentId`,
 * its index) and the site data only, as the default's does: on a large
 * site the server renders each run of such items once and copies its
 * markup into the other pages, which is most of what rendering a page with
 * hundreds of sidebar categories costs.
 */
export interface SidebarItemsProps {
  items: SidebarItem[];
  /** Where the list sits in the sidebar (the positions and labels of its enclosing categories, `''` at the top), the same on every page. */
  parentId: string;
  /** Index of `items[0]` in the whole list (default 0), when `items` is a slice of it. */
  offset?: number;
}

/** Props of the table of contents beside a doc: one item per heading, in page order. */
export interface TOCProps {
  items: TocItem[];
}

/** Props of the trail above a doc's title; the last crumb is the page itself. */
export interface BreadcrumbsProps {
  items: Breadcrumb[];
}

/** Props of the links to the previous and next doc in sidebar order. */
export interface PaginationProps {
  prev?: PageNavLink;
  next?: PageNavLink;
}

/** Props of what closes a doc's article (the default shows the "Edit this page" link). */
export interface DocFooterProps {
  page: DocPageData;
}

/** Props of a category's generated index page (`/category/<slug>`): its items as cards, in the docs layout. */
export interface DocCategoryGeneratedIndexPageProps {
  page: CategoryIndexPageData;
  /** The sidebar the category belongs to. */
  sidebar?: SidebarItem[];
}

/** Props of the page listing every tag of the docs (`/tags`). */
export interface TagsListPageProps {
  page: TagsListPageData;
}

/** Props of one tag's page (`/tags/<tag>`), listing the docs that have the tag. */
export interface TagDocListPageProps {
  page: TagDocListPageData;
}

/** Props the build gives a `quire-code-block` element: one fenced code block, highlighted at build time. */
export interface CodeBlockProps {
  /** The fence's language (`ts`, `sh`…), if any. */
  language?: string;
  /** From `title="…"` in the fence's meta. */
  title?: string;
  /** From `showLineNumbers` in the fence's meta. */
  numbered?: boolean;
  /**
   * The highlighted code as markup made at build time (Prism's tokens as
   * `<span class>`s, text escaped), to set as the `<code>`'s inner HTML.
   */
  html?: string;
  /** The code as elements, when there is no `html`: a block whose tokens a rehype plugin changed into other elements. */
  children?: ReactNode;
}

/** Props the build gives a `quire-admonition` element (`:::tip … :::` in markdown). */
export interface AdmonitionProps {
  /** `note`, `tip`, `info`, `warning`, `danger` or `caution` as the author wrote it. */
  type?: string;
  /** The title line (a `quire-admonition-title` element), then the body. */
  children?: ReactNode;
}

/** One tab of `Tabs` when its `values` prop lists them (Docusaurus' `values`). */
export interface TabValue {
  value: string;
  /** Shown on the tab; the value when absent. */
  label?: ReactNode;
  /** Spread on the tab element (`className` joins the tab's own). */
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/** Props of `Tabs` (Docusaurus' `@theme/Tabs`); its children are `TabItem`s, in tab order. */
export interface TabsProps {
  children?: ReactNode;
  /** The tabs, instead of reading them off the children's `value`, `label` and `attributes`. */
  values?: TabValue[];
  /** The tab shown first; else the child with `default`, else the first. `null`: none. */
  defaultValue?: string | null;
  /** Syncs every `Tabs` with this id, on the page and (localStorage `docusaurus.tab.<groupId>`) across pages. */
  groupId?: string;
  /** Reads and writes the choice in the address: `true` uses `groupId` as the parameter name, a string names it. */
  queryString?: string | boolean;
  /** Renders the selected panel only. */
  lazy?: boolean;
  /** Stretches the tab list across the width (Docusaurus' `block`). */
  block?: boolean;
  className?: string;
  /** The tab list's accessible name (not a Docusaurus prop; the code tabs say "Code language"). */
  'aria-label'?: string;
}

/** Props of `TabItem` (Docusaurus' `@theme/TabItem`): one panel of `Tabs`. */
export interface TabItemProps {
  value: string;
  /** The tab's text; the value when absent. */
  label?: ReactNode;
  /** Selected first when `Tabs` has no `defaultValue`. */
  default?: boolean;
  /** Spread on the tab element, not the panel. */
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
  /** Set by `Tabs`: the panel is not the selected one. */
  hidden?: boolean;
  /** Set by `Tabs`: the panel's id, which its tab's `aria-controls` names. */
  id?: string;
  /** Set by `Tabs`: the id of the panel's tab. */
  'aria-labelledby'?: string;
}

/** Props of `Details` (Docusaurus' `@theme/Details`) and of `<details>` in MDX. */
export interface DetailsProps {
  /** The summary line; else a `<summary>` child is used, else "Details". */
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Props of `MdxCodeBlock` (Docusaurus' `@theme/CodeBlock`): a code block written as JSX, highlighted when rendered. */
export interface MdxCodeBlockProps {
  /** The code (a string, or nodes whose text is the code). */
  children?: ReactNode;
  /** `ts`, `sh`…; else read from `className` (`language-ts`). */
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  /** A fence's meta string: `title="…"`, `{1,3-4}` marked lines, `showLineNumbers`. */
  metastring?: string;
}

/** Props of `MdxAdmonition` (Docusaurus' `@theme/Admonition`): an admonition written as JSX. */
export interface MdxAdmonitionProps {
  /** `note`, `tip`, `info`, `warning`, `danger` or `caution`; `note` when absent. */
  type?: string;
  /** The title line; the type's name capitalized when absent. */
  title?: ReactNode;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Props of `Heading` (Docusaurus' `@theme/Heading`): a heading with its anchor link, as markdown's. */
export interface HeadingProps {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A heading as Docusaurus ships it to `TOCInline` (`{ value, id, level }`, `value` being HTML). */
export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

/** Props of `TOCInline` (Docusaurus' `@theme/TOCInline`): the page's headings as a nested list of links. */
export interface TOCInlineProps {
  /** The page's headings: Quire's `DocPageData.toc` items or Docusaurus' `{ value, id, level }`. */
  toc: ReadonlyArray<TocItem | DocusaurusTocItem>;
  /** Headings above this level are left out (default 2). */
  minHeadingLevel?: number;
  /** Headings below this level are left out (default 3). */
  maxHeadingLevel?: number;
  className?: string;
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
 * (ARCHITECTURE.md, "route loading"). It stays up while a retry is in flight.
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
 * the page component chosen by the route's kind, and the markdown's
 * `quire-code-block` and `quire-admonition` elements with `CodeBlock` and
 * `Admonition`; the theme renders every other entry through the map
 * (`useThemeComponents()`), so a site that replaces one entry (config
 * `components: { Footer: './src/Footer.tsx' }`) sees it everywhere the
 * default was. Each entry is plain React; what the server renderer reuses
 * across pages is the engine's concern (see `SidebarItemsProps` for the one
 * entry whose props say what it may depend on).
 */
export interface ThemeComponents {
  /** Chrome around every page: skip link, navbar, main, footer. */
  Layout: ComponentType<LayoutProps>;
  Navbar: ComponentType;
  Footer: ComponentType;
  /** A markdown doc inside the docs layout: `Sidebar`, `Breadcrumbs`, the body, `DocFooter`, `Pagination`, `TOC`. */
  DocPage: ComponentType<DocPageProps>;
  /** The docs sidebar, in the docs layout and the mobile drawer. */
  Sidebar: ComponentType<SidebarProps>;
  /** The items of one list of the sidebar, which `Sidebar` renders inside each list (see `SidebarItemsProps` for what their markup may depend on). */
  SidebarItems: ComponentType<SidebarItemsProps>;
  /** The "On this page" list beside a doc. */
  TOC: ComponentType<TOCProps>;
  /** The trail above a doc's title. */
  Breadcrumbs: ComponentType<BreadcrumbsProps>;
  /** Previous and next links below a doc. */
  Pagination: ComponentType<PaginationProps>;
  /** The end of a doc's article: the edit link. */
  DocFooter: ComponentType<DocFooterProps>;
  /** A fenced code block of rendered markdown (the build's `quire-code-block` element). */
  CodeBlock: ComponentType<CodeBlockProps>;
  /** A `:::note` box of rendered markdown (the build's `quire-admonition` element). */
  Admonition: ComponentType<AdmonitionProps>;
  /** Tab groups (`@theme/Tabs` in MDX); the TypeScript/JavaScript code tabs use them too. */
  Tabs: ComponentType<TabsProps>;
  /** One panel of `Tabs` (`@theme/TabItem`). */
  TabItem: ComponentType<TabItemProps>;
  /** A disclosure box (`@theme/Details`; `<details>` in MDX renders `markdown.details`). */
  Details: ComponentType<DetailsProps>;
  /** A code block written as JSX (`@theme/CodeBlock`), highlighted when rendered and shown through `CodeBlock`. */
  MdxCodeBlock: ComponentType<MdxCodeBlockProps>;
  /** An admonition written as JSX (`@theme/Admonition`), shown through `Admonition` like a `:::note` box. */
  MdxAdmonition: ComponentType<MdxAdmonitionProps>;
  /** A heading with its anchor link (`@theme/Heading`). */
  Heading: ComponentType<HeadingProps>;
  /** The page's headings as a list of links, inside the page (`@theme/TOCInline`). */
  TOCInline: ComponentType<TOCInlineProps>;
  /** The page at `/`. */
  HomePage: ComponentType;
  /** The page at `/search`. */
  SearchPage: ComponentType;
  /** The fallback page for any unknown path. */
  NotFound: ComponentType;
  /** A category's generated index page, listing its items as cards (`<routeBasePath>/category/<slug>`). */
  DocCategoryGeneratedIndexPage: ComponentType<DocCategoryGeneratedIndexPageProps>;
  /** The page listing every tag of the docs, with counts (`<routeBasePath>/tags`). */
  TagsListPage: ComponentType<TagsListPageProps>;
  /** One tag's page, listing its docs (`<routeBasePath>/tags/<tag>`). */
  TagDocListPage: ComponentType<TagDocListPageProps>;
  /** Spinner and progress bar while a route change waits for its chunks. */
  LoadingIndicator: ComponentType<LoadingIndicatorProps>;
  /** The red box with the error message and a Retry button, in place of a page that failed to load. */
  RouteError: ComponentType<RouteErrorProps>;
  /**
   * Components used for HTML elements inside rendered markdown (`a`, `img`, `h2`, …) and for the
   * build's other elements (`quire-admonition-title`, `quire-code-tabs`, …); `quire-code-block` and
   * `quire-admonition` are rendered with `CodeBlock` and `Admonition` above.
   */
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
