import type { Nodes } from 'hast';
import { dropTransformData } from '../markdown/code-block-element.js';

/**
 * Removes what a page does not need from a HAST tree, in place, so the page
 * data ships small: every `position`, and every `data` field (what
 * transforms left for one another, such as a code block's source; the
 * renderer reads only tag names, properties and children) but a code
 * block's markup, which `compactBody` ships.
 *
 * For tests only: the build does this in `finishDocTree`, in its one last
 * walk over a doc; this is for trees that never get there, such as a
 * single transform's output under test.
 */
export function stripPositions(node: Nodes): void {
  delete node.position;
  dropTransformData(node);
  if ('children' in node) for (const child of node.children) stripPositions(child);
}
