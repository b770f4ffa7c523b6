import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { TocItem } from '../../shared/types.js';
import { SKIP_CHILDREN, forEachElement } from './for-each-element.js';
import { headingLevel } from './heading-level.js';

/**
 * The table of contents of a page: its headings from `minLevel` to `maxLevel`
 * (inclusive), in document order.
 *
 * Headings without an id cannot be linked to and are left out, and so is the
 * GFM footnotes section: its "Footnotes" heading is for screen readers, not a
 * part of the page's outline.
 */
export function extractToc(tree: Root, minLevel: number, maxLevel: number): TocItem[] {
  const toc: TocItem[] = [];
  forEachElement(tree, (node) => {
    if (node.tagName === 'section' && node.properties.dataFootnotes) return SKIP_CHILDREN;
    const depth = headingLevel(node);
    if (depth === 0) return undefined;
    const { id } = node.properties;
    if (depth >= minLevel && depth <= maxLevel && typeof id === 'string') {
      toc.push({ id, depth, text: toString(node).trim() });
    }
    // Headings hold only phrasing content; there is no heading below one.
    return SKIP_CHILDREN;
  });
  return toc;
}
