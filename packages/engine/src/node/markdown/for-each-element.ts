import type { Element, Nodes } from 'hast';

/** Return from a {@link forEachElement} callback to leave out the element's children. */
export const SKIP_CHILDREN = 'skip-children';
/** Return from a {@link forEachElement} callback to end the walk. */
export const STOP = 'stop';

/** What a {@link forEachElement} callback may return; anything else goes on as normal. */
export type WalkControl = typeof SKIP_CHILDREN | typeof STOP | undefined | void;

/**
 * Calls `visit` for every element of a HAST tree in document order.
 *
 * Why not unist-util-visit: it builds an ancestor array for every node, which
 * made each of our walks four times slower (0.2 ms against 0.05 ms on an 8 KB
 * page) and there are several walks per page. None of them needs ancestors.
 *
 * @returns `true` when a callback stopped the walk.
 */
export function forEachElement(node: Nodes, visit: (element: Element) => WalkControl): boolean {
  if (node.type === 'element') {
    const control = visit(node);
    if (control === STOP) return true;
    if (control === SKIP_CHILDREN) return false;
  }
  if ('children' in node) {
    for (const child of node.children) {
      if (child.type !== 'text' && child.type !== 'comment' && forEachElement(child, visit)) return true;
    }
  }
  return false;
}
