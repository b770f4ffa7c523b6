import type { Nodes, Root, RootContent } from 'mdast';
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { BlockTokensToMdast } from '../markdown/block-tokens-to-mdast.js';
import { ConversionDeclined } from '../markdown/conversion-declined.js';
import type { InlineSpans } from '../markdown/markdown-it-parser.js';
import { markdownItBlockTokens } from '../markdown/markdown-it-to-mdast.js';
import type { SourceLines } from '../markdown/source-lines.js';

/** The characters that start MDX syntax in text (`<` JSX, `{` expressions; `}` is kept out with them). */
const MDX_TEXT_SYNTAX = /[<{}]/;

/** A first line MDX may read as an `import`/`export` block. */
const ESM_LINE = /^(?:import|export)\b/;

/** A chunk that remark-frontmatter would take for front matter when parsed on its own. */
const FRONT_MATTER_FENCE = /^(?:---|\+\+\+)/;

/** Block tokens markdown-it makes of what MDX reads otherwise: raw HTML (JSX to MDX) and indented code (a paragraph to MDX). */
const NOT_MDX_BLOCKS = new Set(['html_block', 'code_block']);

/** One top-level block of the doc, as markdown-it reads it. */
interface Block {
  /** First line and the line past its last (0-based, the file's). */
  start: number;
  end: number;
  /** Its mdast when MDX reads it as markdown-it does; `undefined` when it holds MDX syntax (or syntax the conversion leaves to micromark). */
  nodes: RootContent[] | undefined;
  /** JSX elements it opens minus those it closes (only counted for blocks that hold MDX syntax). */
  depth: number;
}

/**
 * The MDX tree of `source`, read mostly by markdown-it: the parser of
 * record, MDX's micromark, is about ten times slower, and most of an MDX
 * doc is plain markdown between a few `import` lines and JSX elements.
 *
 * markdown-it reads the whole doc as CommonMark first. A top-level block
 * in which MDX reads nothing of its own (no `<`, `{` or `}` in its text,
 * link targets or directive lines, no raw HTML, no indented code, not an
 * `import`/`export` line) is converted to mdast as a markdown doc's is;
 * it has the same tree in MDX, since those are all the constructs by which
 * MDX differs from CommonMark. The other blocks, grouped into runs that
 * stand between blank lines and close every JSX element they open, are
 * parsed by `parseMdx` (the processor's own parser) one run at a time, and
 * their nodes are moved to their place in the file.
 *
 * Returns `undefined` when the doc is better left to `parseMdx` whole: a
 * run that does not parse on its own (an element or expression that spans
 * a markdown block), link definitions (which reach across the doc), or
 * text markdown-it cannot read as micromark does (see `markdownItBlockTokens`).
 * The result is then always micromark's, error messages included.
 */
export function mdxMarkdownItToMdast(source: string, md: MarkdownIt, spans: InlineSpans, parseMdx: (text: string) => Root): Root | undefined {
  const read = markdownItBlockTokens(source, md);
  if (typeof read === 'string') return undefined;
  const { lines, tokens } = read;
  const converter = new BlockTokensToMdast(lines, spans);
  const blocks = topLevelBlocks(tokens).map((range) => readBlock(tokens, range, lines, converter));
  const children = [...read.children];
  for (const run of runs(blocks)) {
    if (run.markdown) {
      children.push(...run.markdown);
      continue;
    }
    const nodes = parseRun(source, lines, run.start, run.end, parseMdx);
    if (!nodes) return undefined;
    children.push(...nodes);
  }
  const root: Root = { type: 'root', children };
  root.position = lines.span(0, source.length);
  return root;
}

/** The token ranges `[first, past)` of the top-level blocks. */
function topLevelBlocks(tokens: Token[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let index = 0;
  while (index < tokens.length) {
    const first = index;
    let level = 0;
    do level += tokens[index++]!.nesting;
    while (level > 0 && index < tokens.length);
    ranges.push([first, index]);
  }
  return ranges;
}

function readBlock(tokens: Token[], [first, past]: [number, number], lines: SourceLines, converter: BlockTokensToMdast): Block {
  const map = tokens[first]!.map!;
  const block: Block = { start: map[0], end: map[1], nodes: undefined, depth: 0 };
  const slice = tokens.slice(first, past);
  if (!holdsMdxSyntax(slice, lines)) {
    const nodes: RootContent[] = [];
    try {
      converter.blocks(slice, nodes);
      if (!nodes.some((node) => treeHoldsMdxSyntax(node, lines.source))) block.nodes = nodes;
    } catch (error) {
      // A block the conversion leaves to micromark is parsed with the MDX runs.
      if (!(error instanceof ConversionDeclined)) throw error;
    }
  }
  if (!block.nodes) block.depth = jsxDepth(lines.source.slice(lines.starts[block.start], lines.lineEnd(block.end - 1)));
  return block;
}

/** What the tokens alone show of MDX syntax: raw HTML, indented code, an `import`/`export` first line, `<{}` on a directive's line. */
function holdsMdxSyntax(slice: Token[], lines: SourceLines): boolean {
  if (ESM_LINE.test(lines.line(slice[0]!.map![0]))) return true;
  for (const token of slice) {
    if (NOT_MDX_BLOCKS.has(token.type)) return true;
    if (token.type === 'container_directive_open' && MDX_TEXT_SYNTAX.test(lines.line(token.map![0]))) return true;
  }
  return false;
}

/** Whether a converted block's text, link targets or titles hold `<{}`, or it has an autolink (`<https://…>`, not MDX). */
function treeHoldsMdxSyntax(node: Nodes, source: string): boolean {
  switch (node.type) {
    case 'text':
      return MDX_TEXT_SYNTAX.test(node.value);
    case 'html':
      return true;
    case 'link':
      if (source.charCodeAt(node.position!.start.offset!) === 60 /* < */) return true;
      if (MDX_TEXT_SYNTAX.test(node.url) || MDX_TEXT_SYNTAX.test(node.title ?? '')) return true;
      break;
    case 'image':
      return MDX_TEXT_SYNTAX.test(node.url) || MDX_TEXT_SYNTAX.test(node.title ?? '') || MDX_TEXT_SYNTAX.test(node.alt ?? '');
  }
  return 'children' in node && node.children.some((child) => treeHoldsMdxSyntax(child as Nodes, source));
}

/**
 * JSX elements a block opens minus those it closes, counted roughly on its
 * text: enough to keep an element's markdown children in its run. A wrong
 * count makes a run that does not parse alone, and the doc is parsed whole.
 */
function jsxDepth(text: string): number {
  let depth = 0;
  for (const tag of text.matchAll(/<(\/?)([A-Za-z][\w.:-]*)?((?:[^<>{}"']|"[^"]*"|'[^']*'|\{[^{}]*\})*)>/g)) {
    if (tag[1]) depth--;
    else if (!tag[3]!.trimEnd().endsWith('/')) depth++;
  }
  return depth;
}

/** A run of blocks: converted markdown, or lines `[start, end)` for MDX's parser. */
type Run = { markdown: RootContent[]; start?: undefined; end?: undefined } | { markdown?: undefined; start: number; end: number };

/**
 * Groups the blocks into runs. A block with MDX syntax starts an MDX run,
 * which takes in the blocks after it while a JSX element it opened is
 * still open, while they hold MDX syntax, or while no blank line
 * separates them (MDX may join such lines into one block); a markdown
 * block just before it, with no blank line between, joins it too.
 */
function* runs(blocks: Block[]): Generator<Run> {
  let markdown: Block[] = [];
  let mdx: { start: number; end: number; depth: number } | undefined;
  const flushMarkdown = function* (): Generator<Run> {
    if (markdown.length > 0) yield { markdown: markdown.flatMap((block) => block.nodes!) };
    markdown = [];
  };
  for (const block of blocks) {
    if (mdx && (mdx.depth > 0 || !block.nodes || block.start === mdx.end)) {
      mdx.end = block.end;
      mdx.depth += block.depth;
      continue;
    }
    if (block.nodes) {
      if (mdx) yield { start: mdx.start, end: mdx.end };
      mdx = undefined;
      markdown.push(block);
      continue;
    }
    if (mdx) yield { start: mdx.start, end: mdx.end };
    let start = block.start;
    while (markdown.length > 0 && markdown[markdown.length - 1]!.end === start) start = markdown.pop()!.start;
    yield* flushMarkdown();
    mdx = { start, end: block.end, depth: block.depth };
  }
  yield* flushMarkdown();
  if (mdx) yield { start: mdx.start, end: mdx.end };
}

/** A run's nodes, parsed by MDX on their own and moved to the run's place in the file; `undefined` when the run does not parse alone. */
function parseRun(source: string, lines: SourceLines, start: number, end: number, parseMdx: (text: string) => Root): RootContent[] | undefined {
  const offset = lines.starts[start]!;
  const text = source.slice(offset, lines.lineEnd(end - 1));
  if (FRONT_MATTER_FENCE.test(text)) return undefined;
  let tree: Root;
  try {
    tree = parseMdx(text);
  } catch {
    return undefined;
  }
  const shift = new PositionShift(start, offset);
  for (const child of tree.children) {
    // Definitions reach the whole doc, which this run's parse did not see.
    if (child.type === 'definition' || child.type === 'footnoteDefinition' || !shift.node(child)) return undefined;
  }
  return tree.children;
}

/**
 * Moves the points of a run's nodes, and of the JavaScript trees (estree)
 * MDX keeps on them, by the run's first line and offset in the file. Its
 * columns stay: a run starts at a line's start.
 *
 * An object reached twice (acorn shares the node of `import { a }` as the
 * specifier's `imported` and `local`) is moved once. MDX's own parser moves
 * such a node twice when it puts acorn's points into the file, so its
 * points there are not the file's; these are.
 */
class PositionShift {
  private readonly seen = new Set<object>();

  constructor(
    private readonly lines: number,
    private readonly offset: number,
  ) {}

  /** Shifts a node and everything under it; false when it holds a definition (see `parseRun`). */
  node(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || this.seen.has(value)) return true;
    this.seen.add(value);
    if (Array.isArray(value)) return value.every((item) => this.node(item));
    const record = value as Record<string, unknown>;
    if (record.type === 'definition' || record.type === 'footnoteDefinition') return false;
    if (typeof record.start === 'number' && typeof record.end === 'number') {
      // An estree node: acorn's offsets, `range` and `loc`.
      record.start = (record.start as number) + this.offset;
      record.end = (record.end as number) + this.offset;
      const range = record.range;
      if (Array.isArray(range)) {
        range[0] += this.offset;
        range[1] += this.offset;
      }
    } else if (isPoint(record)) {
      record.line += this.lines;
      if (typeof record.offset === 'number') record.offset += this.offset;
      return true;
    }
    for (const key in record) if (key !== 'range' && !this.node(record[key])) return false;
    return true;
  }
}

function isPoint(record: Record<string, unknown>): record is { line: number; column: number; offset?: number } {
  return typeof record.line === 'number' && typeof record.column === 'number';
}
