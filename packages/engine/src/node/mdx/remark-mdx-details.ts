import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Remark plugin for MDX docs: a `<details>` written as JSX becomes the
 * theme's `Details` component, as Docusaurus renders it. MDX leaves
 * lowercase JSX elements as they are written, so without this a
 * `<details>` in an MDX doc would look unlike the one in a markdown doc
 * (whose raw HTML the theme's `markdown.details` entry renders).
 */
export function remarkMdxDetails() {
  return (tree: Root): void => {
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'details') node.name = 'Details';
    });
  };
}
