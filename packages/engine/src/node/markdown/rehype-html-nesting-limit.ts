import type { Nodes, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { LIMIT_RULE, MAX_TREE_DEPTH } from './remark-markdown-limits.js';

/** Tags that hold nothing: they open no level. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * Tags whose end tag may be left out: the HTML parser closes them when a
 * sibling opens (`<li>a<li>b`), so a run of them is no nesting. Not
 * counting them at all may miss some depth, but never invents any.
 */
const OPTIONAL_END = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'rb', 'rt', 'rtc', 'rp', 'colgroup', 'caption', 'html', 'head', 'body']);

/**
 * A comment, or an open or close tag. Neither a tag nor a quoted value runs
 * past the next `<`, so the scan stays linear on text full of unclosed `<a`.
 */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][\w:-]*)(?:[^<>"']|"[^"<]*"|'[^'<]*')*?(\/?)>/g;

/**
 * Rehype plugin: fails a doc whose raw HTML nests elements more than
 * {@link MAX_TREE_DEPTH} deep (`<div><div><div>…`), at the HTML that
 * goes past it, before rehype-raw parses it: the HTML-to-tree conversion
 * recurses once per level and would overflow the stack. Use it right
 * before rehypeRawHtml.
 *
 * Elements opened in one HTML block and closed in a later one count as
 * open in between, as the browser sees them.
 */
export function rehypeHtmlNestingLimit() {
  return (tree: Root, file: VFile): undefined => {
    let open = 0;
    // Depth-first without recursion, so a deeply nested page cannot overflow the call stack.
    const stack: Nodes[] = [tree];
    const depths: number[] = [0];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const depth = depths.pop()!;
      if (node.type === 'raw') {
        const deepest = scanTags((node as Raw).value, open, depth);
        open = deepest.open;
        if (deepest.tooDeepAt !== undefined) fail(file, node as Raw, deepest.tooDeepAt);
      }
      if ('children' in node) {
        for (let i = node.children.length - 1; i >= 0; i--) {
          stack.push(node.children[i]!);
          depths.push(depth + 1);
        }
      }
    }
  };
}

/** Follows open and close tags through `html`; returns the count left open and the offset of the first tag too deep. */
function scanTags(html: string, open: number, depth: number): { open: number; tooDeepAt?: number } {
  TAG.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TAG.exec(html)) !== null) {
    const [, closing, name, selfClosing] = match;
    if (name === undefined) continue; // a comment
    const tag = name.toLowerCase();
    if (VOID.has(tag) || OPTIONAL_END.has(tag) || selfClosing) continue;
    if (closing) open = Math.max(0, open - 1);
    else if (++open + depth > MAX_TREE_DEPTH) return { open, tooDeepAt: match.index };
  }
  return { open };
}

function fail(file: VFile, node: Raw, offset: number): never {
  const before = node.value.slice(0, offset);
  const lines = before.split('\n');
  const start = node.position?.start;
  const place = start && {
    line: start.line + lines.length - 1,
    column: lines.length === 1 ? start.column + offset : lines[lines.length - 1]!.length + 1,
  };
  const message = file.message(`HTML elements are nested more than ${MAX_TREE_DEPTH} deep here.`, {
    ...(place && { place }),
    ruleId: LIMIT_RULE,
  });
  message.note = 'Close the elements you open (`</div>`), or nest fewer of them.';
  message.fatal = true;
  throw message;
}
