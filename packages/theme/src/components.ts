import { deferredComponent, type ThemeComponents } from '@quire/engine/client';
import { Admonition } from './admonition.js';
import { Breadcrumbs } from './breadcrumbs.js';
import { CodeBlock } from './code-block.js';
import { DocFooter } from './doc-footer.js';
import { Details } from './details.js';
import { DocPage } from './doc-page.js';
import { DocPagination } from './doc-pagination.js';
import { Footer } from './footer.js';
import { Layout } from './layout.js';
import { LoadingIndicator } from './loading-indicator.js';
import { markdownComponents } from './markdown-components.js';
import { Navbar } from './navbar.js';
import { NotFound } from './not-found.js';
import { RouteError } from './route-error.js';
import { Sidebar, SidebarItemsView } from './sidebar.js';
import { TabItem } from './tab-item.js';
import { TableOfContents } from './toc.js';

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
 *
 * Entries only MDX docs, custom pages and the tag and category index pages
 * show are deferred (`deferredComponent`): their code is a chunk the engine
 * loads with those pages, so no other page's first script carries it.
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
  Tabs: deferredComponent('Tabs', () => import('./deferred.js').then((m) => m.Tabs)),
  TabItem,
  Details,
  MdxCodeBlock: deferredComponent('MdxCodeBlock', () => import('./deferred.js').then((m) => m.MdxCodeBlock)),
  MdxAdmonition: deferredComponent('MdxAdmonition', () => import('./deferred.js').then((m) => m.MdxAdmonition)),
  Heading: deferredComponent('Heading', () => import('./deferred.js').then((m) => m.Heading)),
  TOCInline: deferredComponent('TOCInline', () => import('./deferred.js').then((m) => m.TOCInline)),
  HomePage: deferredComponent('HomePage', () => import('./deferred.js').then((m) => m.HomePage)),
  SearchPage: deferredComponent('SearchPage', () => import('./deferred.js').then((m) => m.SearchPage)),
  NotFound,
  DocCategoryGeneratedIndexPage: deferredComponent('DocCategoryGeneratedIndexPage', () =>
    import('./deferred.js').then((m) => m.DocCategoryGeneratedIndexPage),
  ),
  TagsListPage: deferredComponent('TagsListPage', () => import('./deferred.js').then((m) => m.TagsListPage)),
  TagDocListPage: deferredComponent('TagDocListPage', () => import('./deferred.js').then((m) => m.TagDocListPage)),
  LoadingIndicator,
  RouteError,
  markdown: markdownComponents,
};
