import type { Element, Nodes, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
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
    forEachRawIn(tree, (raw) => void (raw.value = closeDanglingTag(raw.value)));
    forEachElementIn(tree, (element) => {
      element.properties[STASH] = JSON.stringify({ properties: element.properties, data: element.data });
    });
    let parsed: Root;
    try {
      parsed = parseRaw(tree, file) as Root;
    } catch (error) {
      // parse5 can still stop on HTML left open in other ways (a quote never closed): the doc's raw HTML is then
      // shown as the text it is, with a warning, rather than failing the build on an exception of the parser.
      if (error instanceof Error && error.name === 'VFileMessage') throw error;
      warnUnparsedHtml(tree, file);
      parsed = parseRaw(rawAsText(tree), file) as Root;
    }
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

/**
 * A raw chunk whose last tag is left open (`<A` with no `>` after it) with
 * that tag's `<` escaped, so that the chunk shows it as text. Left as it
 * is, hast-util-raw (9.2) leaves parse5's tokenizer inside the tag when the
 * next element of the tree comes, and parse5 then throws a TypeError
 * (found by the markdown property test: `<script>x</script> <A` in an
 * admonition, then a line with `<kbd>`).
 */
export function closeDanglingTag(value: string): string {
  const open = value.lastIndexOf('<');
  if (open < 0 || value.includes('>', open) || !/^<[!/?a-zA-Z]/.test(value.slice(open, open + 2))) return value;
  return `${value.slice(0, open)}&lt;${value.slice(open + 1)}`;
}

/** Tells the author that the doc's raw HTML could not be parsed and is shown as text, at its first raw chunk. */
function warnUnparsedHtml(tree: Root, file: VFile): void {
  let first: Raw | undefined;
  forEachRawIn(tree, (raw) => void (first ??= raw));
  const message = file.message('The raw HTML of this doc could not be parsed, so it is shown as text.', first);
  message.ruleId = 'unsafe-html';
  message.source = 'quire';
  message.note = 'Look for a tag or an attribute quote that is opened and never closed, and close it.';
}

/** A copy of `tree` with every raw chunk as a text node: its markup shown as written. */
function rawAsText(tree: Root): Root {
  const copy = structuredClone(tree);
  forEachRawIn(copy, (raw) => {
    const text = raw as unknown as { type: string; value: string };
    text.type = 'text';
  });
  return copy;
}

function forEachRawIn(node: Nodes, visit: (raw: Raw) => void): void {
  if (node.type === 'raw') visit(node);
  if ('children' in node) for (const child of node.children) forEachRawIn(child, visit);
}

function hasRaw(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some(hasRaw);
}

function forEachElementIn(node: Nodes, visit: (element: Element) => void): void {
  if (node.type === 'element') visit(node);
  if ('children' in node) for (const child of node.children) forEachElementIn(child, visit);
}
