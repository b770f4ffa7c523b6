import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';

/**
 * An opening fence as this rule reads it: three colons or more, a name of
 * ASCII letters and digits, then nothing, a `[label]`, or one space and a
 * title (Docusaurus' `:::tip Title`, which remarkAdmonitionTitles turns
 * into a label). A label or title holding brackets or backslashes, one
 * with attributes (`{…}`), or a name with `-` or `_` is not matched: such
 * a line stays text, and the converter leaves the doc to remark-parse.
 */
const OPENING = /^(:{3,})([A-Za-z][A-Za-z\d]*)(?:\[([^[\]\\\n]+)\]| ([^\s[\]\\](?:[^\n[\]\\]*[^\s[\]\\])?))?[ \t]*$/;

/** A closing fence: colons and blanks only. */
const CLOSING = /^(:{3,})[ \t]*$/;

/** What the open token's `meta` holds: how the label was written, if there is one. */
export interface ContainerDirectiveMeta {
  label: 'brackets' | 'space' | undefined;
}

/**
 * markdown-it plugin: reads container directives (`:::name`, `:::name[Label]`,
 * `:::name Title`, ending at a `:::` line) as micromark-extension-directive
 * does for the forms it matches: `container_directive_open` (`info`: the
 * name, `markup`: the colons, `meta`: a {@link ContainerDirectiveMeta}),
 * an `inline` token for the label if any, the content's blocks, and
 * `container_directive_close`.
 *
 * Like micromark, it ends the directive at the first line after its
 * opening that is a fence of at least as many colons, whatever it sits in
 * (a code block inside, say); nest directives with more colons outside.
 * An unclosed directive, or one whose closing fence is indented (which
 * micromark may or may not take), is not matched, so its doc falls back.
 */
export function markdownItContainerDirective(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
}

function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  // Only a fence at the block's own indent: where micromark puts an indented one's content is not worked out here.
  if (state.sCount[startLine] !== state.blkIndent) return false;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (state.src.charCodeAt(start) !== 0x3a /* : */) return false;
  const opening = OPENING.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!opening) return false;
  const colons = opening[1]!;
  const close = closingLine(state, startLine, endLine, colons.length);
  if (close === undefined) return false;
  if (silent) return true;

  const parentType = state.parentType;
  const lineMax = state.lineMax;
  const open = state.push('container_directive_open', 'div', 1);
  open.markup = colons;
  open.info = opening[2]!;
  open.map = [startLine, close + 1];
  const label = opening[3] ?? opening[4];
  open.meta = { label: opening[3] !== undefined ? 'brackets' : opening[4] !== undefined ? 'space' : undefined } satisfies ContainerDirectiveMeta;
  if (label !== undefined) {
    // The core's inline rule parses every `inline` token, this one too.
    const inline = state.push('inline', '', 0);
    inline.content = label;
    inline.map = [startLine, startLine + 1];
    inline.children = [];
  }
  // 'container' is the parent type markdown-it's own rules know; the content reads as in a block quote's.
  state.parentType = 'container' as typeof state.parentType;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = parentType;
  state.lineMax = lineMax;
  const end = state.push('container_directive_close', 'div', -1);
  end.markup = state.src.slice(state.bMarks[close]! + state.tShift[close]!, state.eMarks[close]).trim();
  state.line = close + 1;
  return true;
}

/** The line of the fence that closes a directive opened at `startLine` with `size` colons, or `undefined` when none does as micromark surely would. */
function closingLine(state: StateBlock, startLine: number, endLine: number, size: number): number | undefined {
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const end = state.eMarks[line]!;
    // A line less indented than the block (out of a list item) ends it in markdown-it, not always in micromark.
    if (start < end && state.sCount[line]! < state.blkIndent) return undefined;
    const fence = CLOSING.exec(state.src.slice(start, end));
    if (!fence || fence[1]!.length < size) continue;
    return state.sCount[line] === state.blkIndent ? line : undefined;
  }
  return undefined;
}
