import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { TocItem } from '../../shared/types.js';
import { compactBody } from './compact-body.js';
import { SKIP_CHILDREN, forEachElement } from './for-each-element.js';
import { headingLevel } from './heading-level.js';

/**
 * The table of contents of a page: its headings from `minLevel` to `maxLevel`
 * (inclusive), in document order.
 *
 * Headings without an id cannot be linked to and are left out, and so is the
 * GFM footnotes section: its "Footnotes" heading is for screen readers, not a
 * part of the page's outline. A heading with markup (`` ## The `store` ``)
 * carries it as `content`, for the TOC to render like the heading.
 */
export function extractToc(tree: Root, minLevel: number, maxLevel: number): TocItem[] {
  const toc: TocItem[] = [];
  forEachElement(tree, (node) => {
    if (node.tagName === 'section' && node.properties.dataFootnotes) return SKIP_CHILDREN;
    const depth = headingLevel(node);
    if (depth === 0) return undefined;
    const { id } = node.properties;
    if (depth >= minLevel && depth <= maxLevel && typeof id === 'string') {
      const item: TocItem = { id, depth, text: toString(node).trim() };
      if (node.children.some((child) => child.type === 'element')) item.content = compactBody({ type: 'root', children: tocContent(node.children) });
      toc.push(item);
    }
    // Headings hold only phrasing content; there is no heading below one.
    return SKIP_CHILDREN;
  });
  return toc;
}

/**
 * A heading's children as a TOC entry shows them: links unwrapped to their
 * content (a link cannot hold a link), footnote references left out (their
 * number means nothing there), and no ids (they would repeat the page's).
 */
function tocContent(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    if (isFootnoteReference(child)) return [];
    const content = tocContent(child.children);
    if (child.tagName === 'a') return content;
    const { id: _id, ...properties } = child.properties;
    return [{ ...child, properties, children: content }];
  });
}

/** GFM's `<sup><a data-footnote-ref>1</a></sup>`. */
function isFootnoteReference(node: Element): boolean {
  return node.tagName === 'sup' && node.children.some((child) => child.type === 'element' && child.properties.dataFootnoteRef !== undefined);
}
