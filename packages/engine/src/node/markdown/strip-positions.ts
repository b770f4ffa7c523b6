import type { Nodes } from 'hast';

/**
 * Removes what a page does not need from a HAST tree, in place, so the page
 * data ships small: every `position`, and every `data` field (what
 * transforms left for one another, such as a code block's source; the
 * renderer reads only tag names, properties and children).
 *
 * Positions make up about half of a serialized tree, and the renderer never
 * looks at them. A plain recursion is used: it is the hot path of every page.
 */
export function stripPositions(node: Nodes): void {
  delete node.position;
  delete node.data;
  if ('children' in node) for (const child of node.children) stripPositions(child);
}
