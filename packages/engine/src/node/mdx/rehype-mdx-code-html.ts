import type { Element, Root } from 'hast';
import { CODE_BLOCK_TAG, shippedCodeHtml } from '../markdown/code-block-element.js';

/**
 * Rehype plugin for MDX docs: each code block takes its highlighted markup
 * as an `html` property, as `compactBody` ships a markdown doc's, so the
 * theme's `CodeBlock` gets the same props from both. Its tokens would
 * otherwise become one JSX call per token in the page's module.
 */
export function rehypeMdxCodeHtml() {
  return (tree: Root): void => {
    visitElements(tree, (node) => {
      if (node.tagName !== CODE_BLOCK_TAG) return false;
      const html = shippedCodeHtml(node);
      if (html === undefined) return true;
      node.properties = { ...node.properties, html };
      node.children = [];
      delete node.data;
      return true;
    });
  };
}

/** Calls `visit` on every element (in MDX trees, also those inside JSX); `true` skips its children. */
function visitElements(node: { children?: unknown[] }, visit: (element: Element) => boolean): void {
  for (const child of (node.children ?? []) as Array<Element | { type: string; children?: unknown[] }>) {
    if (child.type === 'element' && visit(child as Element)) continue;
    if ('children' in child && Array.isArray(child.children)) visitElements(child, visit);
  }
}
