// The browser runtime's public surface: what client entries and themes import
// as `@quire/engine/client`.
export { boot, type BootOptions } from './boot.js';
export { QuireApp, type QuireAppProps } from './quire-app.js';
export type { LiveUpdates } from './live-updates.js';
export type { RouteResolver } from './use-route-transition.js';
export { useRouteLoading, ROUTE_IDLE, type RouteLoading, type RouteFailure } from './route-loading.js';
export { useDelayElapsed, delayLeft } from './use-delay-elapsed.js';
export { Prefetcher, type PrefetcherOptions, type PrefetchRoutes } from './prefetcher.js';
export { usePrefetcher } from './prefetcher-context.js';
export { useLinkPrefetch, type LinkPrefetch } from './use-link-prefetch.js';
export { browserPrefetchDom, type PrefetchDom, type VisibilityWatcher } from './prefetch-dom.js';
export { prefetchAllowed, type ConnectionInfo } from './prefetch-allowed.js';
export { ManifestLoader, type Fetcher } from './manifest-loader.js';
export { Link, type LinkProps } from './link.js';
export { Markdown, type MarkdownProps } from './markdown.js';
export { DocContent } from './doc-content.js';
export { useMdxComponents } from './host-registry.js';
export { deferredComponent, type DeferredComponent } from './deferred-component.js';
export type { PageLayoutProps } from './page-layout.js';
export { useSiteData } from './site-context.js';
export { useCurrentRoute, usePageData, useSidebar, type CurrentRoute } from './current-route.js';
export {
  useThemeComponents,
  type ThemeComponents,
  type MarkdownComponents,
  type LayoutProps,
  type DocPageProps,
  type SidebarProps,
  type SidebarItemsProps,
  type TOCProps,
  type BreadcrumbsProps,
  type PaginationProps,
  type DocFooterProps,
  type DocCategoryGeneratedIndexPageProps,
  type TagsListPageProps,
  type TagDocListPageProps,
  type CodeBlockProps,
  type AdmonitionProps,
  type LoadingIndicatorProps,
  type RouteErrorProps,
  type TabValue,
  type TabsProps,
  type TabItemProps,
  type DetailsProps,
  type MdxCodeBlockProps,
  type MdxAdmonitionProps,
  type HeadingProps,
  type DocusaurusTocItem,
  type TOCInlineProps,
} from './theme-components.js';
export { sidebarItemShowsPath, isCurrentSidebarHref } from './sidebar-item-shows-path.js';
export { useBaseUrl } from './use-base-url.js';
export { useSearchParam } from './use-search-param.js';
export { isInternalHref } from './is-internal-href.js';
export { isExternalHref } from '../shared/is-external-href.js';
export { normalizePath } from '../shared/normalize-path.js';
export type { CompactNode, CompactElement } from '../shared/compact-hast.js';
export { RouteMatcher, NOT_FOUND_KEY, PATH_CACHE_LIMIT, type RouteMatch } from './route-matcher.js';
export { RouteLoader, type RouteLoadState, type ModuleImporter } from './route-loader.js';
export { SiteUpdatedError, isSiteUpdatedError } from './site-updated-error.js';
export { assetIsGone, type AssetProbe } from './asset-is-gone.js';
export { SidebarChunkLoader, type SidebarChunkImporter } from './sidebar-chunk-loader.js';
export { useSidebarCategoryItems, usePreloadSidebarCategory } from './use-sidebar-category-items.js';
export type {
  SiteData,
  PageData,
  DocPageData,
  SpecialPageData,
  CategoryIndexPageData,
  CategoryIndexCard,
  TagLink,
  TagsListPageData,
  TagDocListPageData,
  SidebarItem,
  TocItem,
  Breadcrumb,
  PageNavLink,
  NavItem,
  FooterColumn,
  FooterLink,
  HomeData,
  HomeFeature,
  HomeSection,
  HomeLink,
  RouteModule,
  SiteSearch,
  DocSearchOptions,
} from '../shared/types.js';
export { SEARCH_INDEX_DIR } from '../shared/types.js';
// The search index's layout and tokenizer are `@quire/engine/search` (shared/search.ts), kept out of this entry so pages do not load them.
