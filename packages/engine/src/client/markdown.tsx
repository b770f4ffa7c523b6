import type { Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { useThemeComponents } from './theme-components.js';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** The HAST of a doc's body, as the build serialized it. */
  tree: HastRoot;
}

/**
 * Renders a doc's HAST to React elements with the theme's markdown component
 * map. The same call runs on the server and in the browser, so hydration
 * sees identical markup.
 */
export function Markdown({ tree }: MarkdownProps) {
  const { markdown } = useThemeComponents();
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: markdown, passKeys: true, passNode: false });
}
