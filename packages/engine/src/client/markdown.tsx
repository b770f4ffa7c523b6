import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { CompactNode } from '../shared/compact-hast.js';
import { useThemeComponents, type MarkdownComponents, type ThemeComponents } from './theme-components.js';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** A doc's body as the build shipped it (see `CompactNode`). */
  tree: CompactNode[];
  /**
   * Components for its elements. Default: the theme's `markdown` map. Pass
   * `{}` for markup that must render as plain HTML, such as a heading's
   * content inside a table-of-contents link.
   */
  components?: MarkdownComponents;
}

/**
 * Renders a doc's body with the theme's markdown component map: each
 * element as the map's component for its tag (`quire-code-block` and
 * `quire-admonition` as the theme's `CodeBlock` and `Admonition`), or as the element itself,
 * with the props the build prepared. The same call runs on the server and
 * in the browser, so hydration sees identical markup.
 */
export function Markdown({ tree, components }: MarkdownProps) {
  const theme = useThemeComponents();
  return createElement(Fragment, null, ...renderNodes(tree, (components ?? markdownMap(theme)) as Record<string, ComponentType | undefined>));
}

const maps = new WeakMap<ThemeComponents, MarkdownComponents>();

/**
 * The theme's `markdown` map with the build's code blocks and admonitions
 * drawn by the map's `CodeBlock` and `Admonition` entries, so that a site
 * replacing either entry replaces it in every doc. Made once per map.
 */
export function markdownMap(theme: ThemeComponents): MarkdownComponents {
  let map = maps.get(theme);
  if (!map) {
    map = { ...theme.markdown, 'quire-code-block': theme.CodeBlock, 'quire-admonition': theme.Admonition } as MarkdownComponents;
    maps.set(theme, map);
  }
  return map;
}

// Children go to `createElement` as arguments, not as an array: they are
// static, so React asks for no keys.
function renderNodes(nodes: CompactNode[], components: Record<string, ComponentType | undefined>): ReactNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const [tagName, props, ...children] = node;
    return createElement(components[tagName] ?? tagName, props === 0 ? null : props, ...renderNodes(children, components));
  });
}
