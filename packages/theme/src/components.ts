import type { ThemeComponents } from '@quire/engine/client';
import { Admonition } from './admonition.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { CodeBlock } from './code-block.js';
import { DocCategoryGeneratedIndexPage } from './doc-category-generated-index-page.js';
import { DocFooter } from './doc-footer.js';
import { Details } from './details.js';
import { DocPage } from './doc-page.js';
import { DocPagination } from './doc-pagination.js';
import { Footer } from './footer.js';
import { Heading } from './heading.js';
import { HomePage } from './home-page.js';
import { Layout } from './layout.js';
import { LoadingIndicator } from './loading-indicator.js';
import { markdownComponents } from './markdown-components.js';
import { MdxAdmonition } from './mdx-admonition.js';
import { MdxCodeBlock } from './mdx-code-block.js';
import { Navbar } from './navbar.js';
import { NotFound } from './not-found.js';
import { RouteError } from './route-error.js';
import { SearchPage } from './search-page.js';
import { Sidebar, SidebarItemsView } from './sidebar.js';
import { TagDocListPage } from './tag-doc-list-page.js';
import { TagsListPage } from './tags-list-page.js';
import { TabItem } from './tab-item.js';
import { Tabs } from './tabs.js';
import { TableOfContents } from './toc.js';
import { TOCInline } from './toc-inline.js';

/**
 * The theme's default component map, which the engine renders. A site
 * replaces any entry from its config, without a package of its own:
 *
 * ```ts
 * // quire.config.ts
 * export default defineConfig({ components: { Footer: './src/Footer.tsx', Admonition: './src/Admonition.tsx' } });
 * ```
 *
 * The rest of the theme reads chrome from the map (`useThemeComponents()`),
 * and the engine renders markdown's code blocks and admonitions with its
 * `CodeBlock` and `Admonition`, so a replacement shows up everywhere the
 * default did.
 */
export const components: ThemeComponents = {
  Layout,
  Navbar,
  Footer,
  DocPage,
  Sidebar,
  SidebarItems: SidebarItemsView,
  TOC: TableOfContents,
  Breadcrumbs,
  Pagination: DocPagination,
  DocFooter,
  CodeBlock,
  Admonition,
  Tabs,
  TabItem,
  Details,
  MdxCodeBlock,
  MdxAdmonition,
  Heading,
  TOCInline,
  HomePage,
  SearchPage,
  NotFound,
  DocCategoryGeneratedIndexPage,
  TagsListPage,
  TagDocListPage,
  LoadingIndicator,
  RouteError,
  markdown: markdownComponents,
};
