/**
 * The theme's deferred components (see the engine's `deferredComponent`),
 * in one module: the chunk the engine loads with the pages that need the
 * host (the home and search pages, MDX docs, custom pages, tag and category
 * index pages, docs with tags, a last update or the unlisted banner): none
 * of it is in the first script of a plain docs page. One chunk rather than one
 * per component: each would make esbuild split the modules it shares with
 * the first page's script into chunks of their own, which compress worse
 * than one.
 */
export { DocCategoryGeneratedIndexPage } from './doc-category-generated-index-page.js';
export { DocTags } from './doc-tags.js';
export { Heading } from './heading.js';
export { HomePage } from './home-page.js';
export { LastUpdated } from './last-updated.js';
export { MdxAdmonition } from './mdx-admonition.js';
export { MdxCodeBlock } from './mdx-code-block.js';
export { SearchPage } from './search-page.js';
export { TagDocListPage } from './tag-doc-list-page.js';
export { TagsListPage } from './tags-list-page.js';
export { Tabs } from './tabs.js';
export { TOCInline } from './toc-inline.js';
export { UnlistedBanner } from './unlisted-banner.js';
