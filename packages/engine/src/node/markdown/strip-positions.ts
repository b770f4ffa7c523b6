import type { Nodes } from 'hast';

/**
 * Removes what a page does not need from a HAST tree, in place, so the page
 * data ships small: every `position`, and every `data` field except a code
 * element's `data.meta` (the text after the language of a fenced block, e.g.
 * `title="store.ts"`), which code-block rendering reads.
 *
 * Positions make up about half of a serialized tree, and the renderer never
 * looks at them. A plain recursion is used: it is the hot path of every page.
 */
export function stripPositions(node: Nodes): void {
  delete node.position;
  if (node.data) {
    const meta = node.type === 'element' ? node.data.meta : undefined;
    if (typeof meta === 'string' && meta !== '') node.data = { meta };
    else delete node.data;
  }
  if ('children' in node) for (const child of node.children) stripPositions(child);
}
