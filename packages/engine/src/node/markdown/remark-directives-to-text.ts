import type { Parent, PhrasingContent, Root, Text } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { location } from 'vfile-location';
import { mayHoldDirective } from './may-hold-directive.js';

/**
 * Remark plugin: puts text and leaf directives back as the text the author
 * wrote. remark-directive, loaded for admonitions, also reads `:name` inside
 * prose (`10:30`, `a:b`, `std::vector`) and `::name` lines as directives;
 * Quire defines none, so each becomes its source text again: a text
 * directive as text merged into its neighbours, a leaf directive as a
 * paragraph.
 *
 * The text is cut from the file by line and column, which
 * remarkAdmonitionTitles keeps unchanged; if a node has no position the
 * directive is written out from its name and label.
 */
export function remarkDirectivesToText() {
  return (tree: Root, file: VFile): undefined => {
    if (!mayHoldDirective(file)) return;
    const source = String(file.value ?? '');
    let place: ReturnType<typeof location> | undefined;
    const sourceOf = (node: TextDirective | LeafDirective, colons: string): string => {
      place ??= location(source);
      const start = node.position && place.toOffset(node.position.start);
      const end = node.position && place.toOffset(node.position.end);
      if (start !== undefined && end !== undefined) return source.slice(start, end);
      return `${colons}${node.name}${node.children.length > 0 ? '[…]' : ''}`;
    };

    visit(tree, (node, index, parent) => {
      if (parent === undefined || index === undefined) return undefined;
      if (node.type === 'leafDirective') {
        parent.children[index] = { type: 'paragraph', children: [textNode(sourceOf(node, '::'), node)] };
      } else if (node.type === 'textDirective') {
        parent.children[index] = textNode(sourceOf(node, ':'), node);
        // Go on after the merged text: the merge moved the siblings that follow.
        return mergeTextAround(parent, index) + 1;
      }
      return undefined;
    });
  };
}

function textNode(value: string, from: TextDirective | LeafDirective): Text {
  return { type: 'text', value, ...(from.position && { position: from.position }) };
}

/**
 * Joins the text node at `index` with text neighbours, so `10:30` is one
 * text node again, as before remark-directive split it: user plugins that
 * match text (abbreviations, smart quotes) then see it whole.
 * @returns the index of the joined node.
 */
function mergeTextAround(parent: Parent, index: number): number {
  const children = parent.children as PhrasingContent[];
  let at = index;
  const before = children[at - 1];
  const here = children[at] as Text;
  if (before?.type === 'text') {
    before.value += here.value;
    if (before.position && here.position) before.position = { start: before.position.start, end: here.position.end };
    children.splice(at, 1);
    at--;
  }
  const merged = children[at] as Text;
  const after = children[at + 1];
  if (after?.type === 'text') {
    merged.value += after.value;
    if (merged.position && after.position) merged.position = { start: merged.position.start, end: after.position.end };
    children.splice(at + 1, 1);
  }
  return at;
}
