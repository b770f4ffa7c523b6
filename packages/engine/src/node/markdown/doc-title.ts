import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Doc } from '../content/doc.js';
import { fileNameOf } from '../content/doc-route.js';
import { STOP, forEachElement } from './for-each-element.js';

/** A page's title and whether its body brings its own `#` heading. */
export interface DocTitle {
  title: string;
  hasTitleHeading: boolean;
}

const SILENT_MDX = new Set(['mdxjsEsm', 'mdxFlowExpression']);

/**
 * Title: front-matter `title`, else the text of the first `h1`, else the file
 * name without extension. `hasTitleHeading` is true when the body's first
 * element is an `h1`, so the theme knows not to print a second title.
 */
export function docTitle(tree: Root, doc: Pick<Doc, 'frontMatter' | 'relativePath'>): DocTitle {
  // An MDX doc's imports and exports, and its `{/* comments */}`, come before its content without being any of it.
  const first = tree.children.find((child) => (child.type === 'text' ? child.value.trim() !== '' : !SILENT_MDX.has(child.type)));
  const hasTitleHeading = first?.type === 'element' && first.tagName === 'h1';

  let title = doc.frontMatter.title;
  if (title === undefined) {
    forEachElement(tree, (node) => {
      if (node.tagName !== 'h1') return undefined;
      title = toString(node).trim();
      return STOP;
    });
  }
  return { title: title || fileNameOf(doc.relativePath), hasTitleHeading };
}
