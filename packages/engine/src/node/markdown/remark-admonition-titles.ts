import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Processor } from 'unified';
import type { Node, Point } from 'unist';
import { visit } from 'unist-util-visit';

/**
 * An opening fence with a title after a space, as Docusaurus writes it:
 * `:::tip What You'll Learn`, also inside block quotes and indented. The
 * name must touch the colons and be followed by blanks then text, so
 * `:::tip[Title]`, `:::tip{…}` and bare `:::tip` do not match.
 */
const SPACE_TITLE = /^([ \t]*(?:>[ \t]?)*[ \t]*:{3,}[A-Za-z][\w-]*)[ \t](?=[ \t]*\S)([^\r\n]*?)([ \t]*)(\r?)$/gm;

/**
 * Remark plugin: reads Docusaurus' `:::tip Title` fences (title after a
 * space), which remark-directive does not parse, as `:::tip[Title]`.
 *
 * It has to act before parsing: remark-directive leaves `:::tip Title` as a
 * paragraph and the closing `:::` joins whatever block precedes it, so the
 * tree cannot be repaired afterwards. The plugin therefore wraps the parser
 * and rewrites such lines, except inside code, inline code and raw HTML
 * (found by a first parse with the same syntax extensions, done only when a
 * line looks like a titled fence). Use it after remark-parse and
 * remark-directive.
 *
 * The rewrite keeps every line and column where it was: the blank after the
 * name becomes `[` and `]` goes at the end of the line, so positions in
 * messages still point into the author's file; offsets are then set back
 * to the file's (the parse counted each added `]`).
 */
export function remarkAdmonitionTitles(this: Processor) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkAdmonitionTitles needs a parser: use it after remark-parse.');
  const data = this.data();
  this.parser = (document, file) => {
    if (!hasSpaceTitle(document)) return parse(document, file);
    const firstParse = fromMarkdown(document, {
      extensions: data.micromarkExtensions ?? [],
      mdastExtensions: data.fromMarkdownExtensions ?? [],
    });
    const tree = parse(labelSpaceTitles(document, literalRanges(firstParse)), file) as Root;
    fileOffsets(tree, document);
    return tree;
  };
}

/**
 * Sets every point's offset from its line and column in `document`: each
 * rewritten line is one character longer (its `]`), so the parse's offsets
 * run ahead of the file's after it, while lines and columns are the file's.
 */
function fileOffsets(tree: Root, document: string): void {
  const starts = [0];
  const lineEnding = /\r\n?|\n/g;
  for (let found = lineEnding.exec(document); found !== null; found = lineEnding.exec(document)) starts.push(found.index + found[0].length);
  const fix = (point: Point | undefined) => {
    if (point && point.offset !== undefined) point.offset = starts[point.line - 1]! + point.column - 1;
  };
  visit(tree, (node: Node) => {
    fix(node.position?.start);
    fix(node.position?.end);
  });
}

function hasSpaceTitle(document: string): boolean {
  SPACE_TITLE.lastIndex = 0;
  return SPACE_TITLE.test(document);
}

/** Start and end offsets of the parts of a document whose text is taken literally: code, inline code, HTML, front matter. */
export function literalRanges(tree: Root): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  visit(tree, (node: Node) => {
    if (!['code', 'inlineCode', 'html', 'yaml'].includes(node.type)) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) ranges.push([start, end]);
  });
  return ranges;
}

/**
 * `document` with every `:::name Title` line outside `literal` ranges
 * rewritten to `:::name[Title]`. A title whose square brackets do not pair
 * up has them escaped, so it cannot end the label early.
 */
export function labelSpaceTitles(document: string, literal: ReadonlyArray<[number, number]>): string {
  // Matches come in document order, and so do the ranges (a tree walk in order finds
  // them): one pass over both, not every range for every match.
  let next = 0;
  return document.replace(SPACE_TITLE, (line, fence: string, title: string, trailing: string, cr: string, offset: number) => {
    while (next < literal.length && literal[next]![1] <= offset) next++;
    const range = literal[next];
    if (range && offset >= range[0] && offset < range[1]) return line;
    const label = bracketsPair(title) ? title : title.replace(/[[\]]/g, '\\$&');
    return `${fence}[${label}]${trailing}${cr}`;
  });
}

/** Whether every `]` closes an earlier `[` (escaped ones aside), as a directive label needs. */
function bracketsPair(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth < 0) return false;
  }
  return depth === 0;
}
