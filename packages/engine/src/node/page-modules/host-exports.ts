import { createRequire } from 'node:module';
import { DOCUSAURUS_MODULES, MARKDOWN_MODULE, MDX_REACT_EXPORTS, PAGE_LAYOUT_MODULE, THEME_MODULES } from '../../shared/host-modules.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

let known: ReadonlyMap<string, readonly string[]> | undefined;

/**
 * The host's modules (see `HOST_GLOBAL`), each with its named exports:
 * React's as the installed packages have them (the app bundles the same
 * ones), the rest as `DOCUSAURUS_MODULES` lists them. Every module also
 * has `default`. Read once per thread.
 */
export function hostExports(): ReadonlyMap<string, readonly string[]> {
  if (known) return known;
  const require = createRequire(import.meta.url);
  const keys = (specifier: string) => Object.keys(require(specifier) as object).filter((name) => name !== 'default' && IDENTIFIER.test(name));
  const exports = new Map<string, readonly string[]>([
    ['react', keys('react')],
    ['react/jsx-runtime', keys('react/jsx-runtime')],
    ['react-dom', keys('react-dom')],
    ['@mdx-js/react', MDX_REACT_EXPORTS],
    [PAGE_LAYOUT_MODULE, []],
    [MARKDOWN_MODULE, ['Markdown']],
  ]);
  for (const specifier of Object.keys(THEME_MODULES)) exports.set(specifier, []);
  for (const [specifier, names] of Object.entries(DOCUSAURUS_MODULES)) exports.set(specifier, names);
  known = exports;
  return exports;
}
