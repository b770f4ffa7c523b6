/**
 * The entries of the theme's component map (`ThemeComponents` in
 * `src/client/theme-components.ts`) that a site may replace from its config
 * (`components: { Footer: './src/Footer.tsx' }`): every entry but the
 * `markdown` map, which is a map of elements, not one component. Kept here
 * rather than read off the client type because Node code never imports
 * browser code; `theme-component-names.test.ts` checks the two agree.
 */
export const THEME_COMPONENT_NAMES = [
  'Layout',
  'Navbar',
  'Footer',
  'DocPage',
  'Sidebar',
  'SidebarItems',
  'TOC',
  'Breadcrumbs',
  'Pagination',
  'DocFooter',
  'CodeBlock',
  'Admonition',
  'Tabs',
  'TabItem',
  'Details',
  'MdxCodeBlock',
  'MdxAdmonition',
  'Heading',
  'TOCInline',
  'HomePage',
  'SearchPage',
  'NotFound',
  'DocCategoryGeneratedIndexPage',
  'TagsListPage',
  'TagDocListPage',
  'LoadingIndicator',
  'RouteError',
] as const;

/** The name of a replaceable entry of the component map. */
export type ThemeComponentName = (typeof THEME_COMPONENT_NAMES)[number];
