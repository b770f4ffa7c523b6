import type { Element, Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';

/** The attribute an element's properties and data ride in through the HTML parser. */
const STASH = 'dataQuireStash';

/**
 * Rehype plugin: parses the raw HTML of a doc (`<details>`, `<table
 * colspan>`, `<iframe>`, `<kbd>`…) into elements, as a browser would, with
 * rehype-raw. Needs remark-rehype's `allowDangerousHtml`.
 *
 * rehype-raw passes the whole tree through parse5, which keeps positions but
 * loses what HTML cannot hold: an element's `data` (a code block's `meta`,
 * which code-block titles read) and boolean `data-*` properties (GFM's
 * `dataFootnotes: true` comes back as `""`). So the markdown-made elements'
 * properties and data ride through as one attribute and are put back after.
 * A doc without raw HTML skips the parse altogether: most docs, and the
 * cheaper path.
 */
export function rehypeRawHtml() {
  const parseRaw = rehypeRaw();
  return (tree: Root, file: VFile): Root => {
    if (!hasRaw(tree)) return tree;
    forEachElementIn(tree, (element) => {
      element.properties[STASH] = JSON.stringify({ properties: element.properties, data: element.data });
    });
    const parsed = parseRaw(tree, file) as Root;
    forEachElementIn(parsed, (element) => {
      const stash = element.properties[STASH];
      if (typeof stash !== 'string') return;
      const { properties, data } = JSON.parse(stash) as Pick<Element, 'properties' | 'data'>;
      element.properties = properties;
      if (data === undefined) delete element.data;
      else element.data = data;
    });
    return parsed;
  };
}

function hasRaw(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some(hasRaw);
}

function forEachElementIn(node: Nodes, visit: (element: Element) => void): void {
  if (node.type === 'element') visit(node);
  if ('children' in node) for (const child of node.children) forEachElementIn(child, visit);
}
