import type { List, ListItem, Parents } from 'mdast';
import { defaultHandlers, type Handler } from 'mdast-util-to-hast';

/**
 * remark-rehype's handler for list items, made linear in the number of
 * items.
 *
 * The default handler asks for every item whether its list is loose, and
 * answers by looking at every item of the list: a list of n items costs
 * n² looks (100 000 items took minutes). This handler decides it once per
 * list and hands the default handler a stand-in parent that carries the
 * answer and no items; the default handler reads nothing else of the
 * parent, so the output is the same.
 *
 * One handler per processor: the answers are kept per list node, and go
 * when the tree does.
 */
export function createListItemHandler(): Handler {
  const standIns = new WeakMap<Parents, List>();
  return (state, node: ListItem, parent: Parents | undefined) => {
    if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
    let standIn = standIns.get(parent);
    if (!standIn) {
      standIn = { type: 'list', spread: isLoose(parent), children: [] };
      standIns.set(parent, standIn);
    }
    return defaultHandlers.listItem(state, node, standIn);
  };
}

/** A list is loose when it says so or any of its items is (mdast-util-to-hast's rule). */
function isLoose(list: List): boolean {
  return Boolean(list.spread) || list.children.some((item) => (item.spread ?? item.children.length > 1) === true);
}
