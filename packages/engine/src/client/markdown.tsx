import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { useMemo } from 'react';
import { expandHast, type CompactNode } from '../shared/compact-hast.js';
import { useThemeComponents, type MarkdownComponents } from './theme-components.js';

/** Props of {@link Markdown}. */
export interface MarkdownProps {
  /** A doc's body as the build shipped it: HAST in compact form. */
  tree: CompactNode[];
  /**
   * Components for its elements. Default: the theme's `markdown` map. Pass
   * `{}` for markup that must render as plain HTML, such as a heading's
   * content inside a table-of-contents link.
   */
  components?: MarkdownComponents;
}

/**
 * Renders a doc's HAST to React elements with the theme's markdown component
 * map. The same call runs on the server and in the browser, so hydration
 * sees identical markup.
 */
export function Markdown({ tree, components }: MarkdownProps) {
  const { markdown } = useThemeComponents();
  const root = useMemo(() => expandHast(tree), [tree]);
  // A `style` attribute from raw HTML that CSS cannot parse renders as no style, on server and client alike, rather than failing the page.
  return toJsxRuntime(root, { Fragment, jsx, jsxs, components: components ?? markdown, passKeys: true, passNode: false, ignoreInvalidStyle: true });
}
