import type { Root } from 'hast';
import { forEachElement } from './for-each-element.js';

/**
 * Every element `id` on a page, in document order: heading ids, footnote ids
 * and any id a plugin set. The link checker accepts `#anchor` links to any of
 * them, as a browser would scroll to any of them.
 */
export function collectElementIds(tree: Root): string[] {
  const ids: string[] = [];
  forEachElement(tree, (node) => {
    const { id } = node.properties;
    if (typeof id === 'string' && id !== '') ids.push(id);
  });
  return ids;
}
