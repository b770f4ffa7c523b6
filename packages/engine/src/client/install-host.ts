import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { HOST_GLOBAL, PAGE_LAYOUT_MODULE, THEME_MODULES } from '../shared/host-modules.js';
import { mdxReact } from './mdx-react.js';
import { PageLayout } from './page-layout.js';
import type { ThemeComponents } from './theme-components.js';

/** What {@link installHost} puts on `globalThis`: each shared module by its specifier, shaped as an ES module. */
export interface QuireHost {
  modules: Record<string, object>;
}

/** An ES module namespace as CommonJS interop reads it: named exports, and `default`. */
function esModule(namespace: object, fallbackDefault: unknown = namespace): object {
  const own = namespace as { default?: unknown };
  return { ...namespace, __esModule: true, default: own.default ?? fallbackDefault };
}

/**
 * Makes this bundle's React, the site's theme components and the engine's
 * Docusaurus modules the ones page components use (see `HOST_GLOBAL`).
 * Called by `boot` before the first page's chunk is imported, and by the
 * server renderer before a page component is loaded. Calling it again
 * replaces them (a dev server's new theme).
 *
 * @param extra More modules by specifier (the `@docusaurus/*` ones).
 */
export function installHost(components: ThemeComponents, extra: Record<string, object> = {}): void {
  const modules: Record<string, object> = {
    react: esModule(React),
    'react/jsx-runtime': esModule(jsxRuntime),
    'react-dom': esModule(ReactDom),
    '@mdx-js/react': esModule(mdxReact),
    [PAGE_LAYOUT_MODULE]: esModule({ default: PageLayout }),
  };
  for (const [specifier, entry] of Object.entries(THEME_MODULES)) {
    modules[specifier] = esModule({ default: (components as unknown as Record<string, unknown>)[entry] });
  }
  for (const [specifier, module] of Object.entries(extra)) modules[specifier] = esModule(module);
  (globalThis as unknown as Record<string, QuireHost>)[HOST_GLOBAL] = { modules };
}
