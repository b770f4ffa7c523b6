/**
 * The modules a page component (an MDX doc, a custom page) shares with the
 * app rather than bundling its own copy: React, and the `@theme/*` and
 * `@docusaurus/*` modules Docusaurus pages import. The client bundle and
 * the server renderer each put theirs on `globalThis` under
 * {@link HOST_GLOBAL} (see `installHost`), and the page bundles read them
 * from there (see the engine's `hostModulesPlugin`), so a page's React
 * is the app's React, and `@theme/Tabs` is the site's `Tabs`, replaced or not.
 */

export { HOST_GLOBAL } from './host-global.js';

/** `@theme/*` modules, each the component map entry it stands for. `@theme/Layout` is the engine's `PageLayout`. */
export const THEME_MODULES: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Details': 'Details',
  '@theme/CodeBlock': 'MdxCodeBlock',
  '@theme/Admonition': 'MdxAdmonition',
  '@theme/Heading': 'Heading',
  '@theme/TOCInline': 'TOCInline',
};

/**
 * The engine's `Markdown`, which an MDX doc's module draws its prose with
 * (see the engine's `rehypeMdxMarkdownIslands`): Quire's own, not a
 * module authors import.
 */
export const MARKDOWN_MODULE = 'quire:markdown';

/** The layout a custom page wraps itself in (`@theme/Layout`), provided by the engine. */
export const PAGE_LAYOUT_MODULE = '@theme/Layout';

/**
 * The `@docusaurus/*` client modules the host provides (the engine's
 * `docusaurusModules` holds them), each with its named exports besides
 * `default`: a page's module is bundled against these names.
 */
export const DOCUSAURUS_MODULES: Readonly<Record<string, readonly string[]>> = {
  '@docusaurus/Link': [],
  '@docusaurus/router': ['useLocation', 'useHistory', 'matchPath', 'Redirect'],
  '@docusaurus/useDocusaurusContext': [],
  '@docusaurus/useBaseUrl': ['useBaseUrlUtils'],
  '@docusaurus/Head': [],
  '@docusaurus/BrowserOnly': [],
  '@docusaurus/useIsBrowser': [],
  '@docusaurus/ExecutionEnvironment': [],
  '@docusaurus/Translate': ['translate'],
  '@docusaurus/Interpolate': ['interpolate'],
  '@docusaurus/isInternalUrl': ['hasProtocol'],
  '@docusaurus/useGlobalData': ['useAllPluginInstancesData', 'usePluginData'],
  '@docusaurus/useBrokenLinks': [],
  '@docusaurus/useIsomorphicLayoutEffect': [],
  '@docusaurus/constants': ['DEFAULT_PLUGIN_ID'],
};

/** Named exports of `@mdx-js/react` as the host provides it. */
export const MDX_REACT_EXPORTS: readonly string[] = ['useMDXComponents', 'MDXProvider'];
