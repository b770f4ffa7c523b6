import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { HOST_GLOBAL, MARKDOWN_MODULE, PAGE_LAYOUT_MODULE, THEME_MODULES } from '../shared/host-modules.js';
import { docusaurusModules } from './docusaurus/docusaurus-modules.js';
import Head from './docusaurus/head.js';
import type { QuireHost } from './host-registry.js';
import { Markdown, markdownMap } from './markdown.js';
import { loadStylesheet } from './load-stylesheet.js';
import { mdxReact } from './mdx-react.js';
import { PageLayout } from './page-layout.js';
import type { ThemeComponents } from './theme-components.js';

/** An ES module namespace as a page's module reads it: named exports, and `default`. */
function esModule(namespace: object, fallbackDefault: unknown = namespace): object {
  const own = namespace as { default?: unknown };
  return { ...namespace, __esModule: true, default: own.default ?? fallbackDefault };
}

const mdxMaps = new WeakMap<ThemeComponents, Record<string, unknown>>();

/**
 * The components an MDX page renders its markdown with: the theme's
 * markdown map (as for markdown docs), plus what Docusaurus gives every
 * MDX page without an import: `Details`, `Admonition` and `Head`.
 */
function mdxComponents(theme: ThemeComponents): Record<string, unknown> {
  let map = mdxMaps.get(theme);
  if (!map) mdxMaps.set(theme, (map = { ...markdownMap(theme), Details: theme.Details, Admonition: theme.MdxAdmonition, Head }));
  return map;
}

/**
 * Makes this bundle's React, the site's theme components and the engine's
 * Docusaurus modules the ones page components use (see `HOST_GLOBAL`).
 * The browser installs them before the first page component is imported
 * (`ensureHost`), the server renderer before it loads one. Calling it
 * again replaces them (a dev server's new theme).
 */
export function installHost(components: ThemeComponents): void {
  const modules: Record<string, object> = {
    react: esModule(React),
    'react/jsx-runtime': esModule(jsxRuntime),
    'react-dom': esModule(ReactDom),
    '@mdx-js/react': esModule(mdxReact),
    [PAGE_LAYOUT_MODULE]: esModule({ default: PageLayout }),
    [MARKDOWN_MODULE]: esModule({ Markdown }),
  };
  for (const [specifier, entry] of Object.entries(THEME_MODULES)) {
    modules[specifier] = esModule({ default: (components as unknown as Record<string, unknown>)[entry] });
  }
  for (const [specifier, module] of Object.entries(docusaurusModules)) modules[specifier] = esModule(module);
  const host: QuireHost = { modules, mdxComponents, loadStylesheets: (hrefs) => Promise.all(hrefs.map(loadStylesheet)).then(() => {}) };
  (globalThis as unknown as Record<string, QuireHost>)[HOST_GLOBAL] = host;
}
