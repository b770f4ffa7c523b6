// @quire/theme's public surface. Every name here is documented where it is
// declared. A site never forks the theme to change one piece: it spreads
// `components` and replaces an entry, e.g.
//
//   import { components } from '@quire/theme';
//   boot({ site, components: { ...components, Footer: MyFooter } });
//
// The building blocks below the map (Sidebar, TableOfContents, …) are
// exported so a replacement can reuse them. Styles: `@quire/theme/styles.css`.
export { components } from './components.js';
export { Layout } from './layout.js';
export { SkipLink } from './skip-link.js';
export { Navbar } from './navbar.js';
export { NavbarItem, type NavbarItemProps } from './navbar-item.js';
export { NavbarItems, type NavbarItemsProps } from './navbar-items.js';
export { MobileDrawer, type MobileDrawerProps } from './mobile-drawer.js';
export { VersionDropdown } from './version-dropdown.js';
export { PREFERRED_VERSION_STORAGE_KEY, storePreferredVersion, readPreferredVersion } from './preferred-version.js';
export { useFocusTrap, focusableElements } from './use-focus-trap.js';
export { useBodyScrollLock } from './use-body-scroll-lock.js';
export { isActiveNavItem } from './is-active-nav-item.js';
export { SearchButton } from './search-button.js';
export { ColorModeToggle } from './color-mode-toggle.js';
export { GitHubIcon } from './github-icon.js';
export { Footer } from './footer.js';
export { DocPage } from './doc-page.js';
export { DocFooter } from './doc-footer.js';
export { Sidebar, SidebarItemsView, type SidebarProps, type SidebarItemsProps } from './sidebar.js';
export { SidebarStateProvider, useSidebarCategoryOpen } from './sidebar-state.js';
export { TableOfContents, type TableOfContentsProps } from './toc.js';
export { useActiveHeading } from './use-active-heading.js';
export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs.js';
export { DocPagination, type DocPaginationProps } from './doc-pagination.js';
export { HomePage } from './home-page.js';
export { SearchPage } from './search-page.js';
export { NotFound } from './not-found.js';
export { TagsListPage } from './tags-list-page.js';
export { TagDocListPage } from './tag-doc-list-page.js';
export { DocTags } from './doc-tags.js';
export { LastUpdated } from './last-updated.js';
export { UnlistedBanner } from './unlisted-banner.js';
export { markdownComponents } from './markdown-components.js';
export { Admonition, AdmonitionTitle, type AdmonitionProps, type AdmonitionTitleProps } from './admonition.js';
export { CodeBlock, type CodeBlockProps } from './code-block.js';
export { CodeTabs, type CodeTabsProps } from './code-tabs.js';
export { Tabs, type TabsProps } from './tabs.js';
export { TabItem, type TabItemProps } from './tab-item.js';
export { useTabs, type TabsState } from './use-tabs.js';
export { tabGroupStore, tabGroupStorageKey, CODE_LANGUAGE_GROUP_ID, type TabGroupStore } from './tab-group-store.js';
export { Details, type DetailsProps } from './details.js';
export { MdxCodeBlock, type MdxCodeBlockProps } from './mdx-code-block.js';
export { MdxAdmonition, type MdxAdmonitionProps } from './mdx-admonition.js';
export { Heading, type HeadingProps } from './heading.js';
export { TOCInline, type TOCInlineProps } from './toc-inline.js';
export { CopyButton, type CopyButtonProps } from './copy-button.js';
export { useCodeLanguage, setCodeLanguage, type CodeLanguage } from './use-code-language.js';
export { LoadingIndicator } from './loading-indicator.js';
export { Spinner, type SpinnerProps } from './spinner.js';
export { ProgressBar } from './progress-bar.js';
export { PROGRESS_BAR_OPTIONS, startProgressBar, type ProgressBarOptions, type ProgressBarDriver } from './progress-bar-options.js';
export { RouteError } from './route-error.js';
