import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { scanMarkdownLimits, type LimitBreach, type MarkdownLimits } from './scan-markdown-limits.js';

/**
 * What a doc may hold before it is refused, by default. Real docs stay far
 * below: of the Redux Toolkit pages, the one with the most blocks has 168,
 * none nests more than 2 deep, and no paragraph has more than 14 emphasis
 * markers, none has more than about 1 500 links, code spans and tags
 * together, and none more than 18 KB of fenced code. Near each limit a doc
 * takes a second or so to compile.
 */
export const DEFAULT_MARKDOWN_LIMITS: MarkdownLimits = {
  maxNesting: 100,
  maxBlocks: 2500,
  maxDelimitersPerParagraph: 2000,
  maxInlineMarkup: 3000,
  maxCodeChars: 128 * 1024,
};

/**
 * How deep the syntax tree of a doc may be, counting every node (a list
 * level is two: list and item; emphasis, links and admonition titles add
 * more). The tree walkers after the parser recurse once per level, so this
 * bounds their stack.
 */
export const MAX_TREE_DEPTH = 300;

/** The rule id of the messages, which the diagnostics carry as their `code`. */
export const LIMIT_RULE = 'markdown-limit';

/**
 * Remark plugin: refuses a doc that is too big or too deeply nested to
 * compile in reasonable time and stack, with the line where it goes too far
 * and what to change, instead of letting the parser run for minutes or a
 * tree walker overflow the stack.
 *
 * Two checks: before parsing, `scanMarkdownLimits` (nesting of blocks,
 * number of blocks, emphasis markers per paragraph); after parsing, before
 * any other transform, a walk of the tree for any node more than
 * {@link MAX_TREE_DEPTH} deep (emphasis in emphasis…). A refused doc throws
 * a fatal message, which the build reports as an error.
 *
 * Use it after remark-parse and the plugins that replace the parser
 * (remarkAdmonitionTitles), and before any plugin that walks the tree.
 */
export function remarkMarkdownLimits(this: Processor, limits: Partial<MarkdownLimits> = {}) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkMarkdownLimits needs a parser: use it after remark-parse.');
  const resolved = { ...DEFAULT_MARKDOWN_LIMITS, ...limits };
  this.parser = (document, file) => {
    const breach = scanMarkdownLimits(document, resolved);
    if (breach) throw refuse(file, breach.line, breach.column, ...explain(breach));
    return parse(document, file);
  };
  return (tree: Root, file: VFile): undefined => {
    const deep = firstNodeDeeperThan(tree, MAX_TREE_DEPTH);
    if (!deep?.position) return;
    throw refuse(
      file,
      deep.position.start.line,
      deep.position.start.column,
      `Markdown is nested more than ${MAX_TREE_DEPTH} levels deep here (emphasis, links or blocks inside one another).`,
      'Remove the extra nesting: look for a long run of `*`, `_`, `[` or `>` that opens more than it closes.',
    );
  };
}

/** The message and the fix for a breach found by the scan. */
function explain(breach: LimitBreach): [message: string, fix: string] {
  switch (breach.limit) {
    case 'maxNesting':
      return [
        `Quotes, lists and admonitions are nested ${breach.count} deep here; Quire compiles at most ${breach.count - 1} levels.`,
        'Close what is open before going deeper: a `:::` line ends an admonition, a blank line then unindented text ends a list; remove repeated `>` or list markers.',
      ];
    case 'maxBlocks':
      return [
        `This is block ${breach.count} of the doc; a doc may have at most ${breach.count - 1} (paragraphs, list items, headings, quotes, admonitions, table rows).`,
        'Split the page into several pages (one this long is slow to build, to load and to read), or raise `markdown.maxDocBlocks` in quire.config.ts.',
      ];
    case 'maxInlineMarkup':
      return [
        `This doc has more than ${breach.count - 1} links, code spans and HTML tags (\`[\`, \`\`\`\`, \`<\`); past that the markdown parser slows down sharply.`,
        'Split the page into several pages, or escape characters meant literally (`\\[`, `&lt;`).',
      ];
    case 'maxCodeChars':
      return [
        `The code blocks of this doc hold more than ${Math.round((breach.count - 1) / 1024)} KB here; highlighting that much takes seconds.`,
        'If a ``` fence above was left open, close it: it turns the rest of the doc into code. Otherwise split the page, or link to long listings instead of including them.',
      ];
    case 'maxDelimitersPerParagraph':
      return [
        `This paragraph has more than ${breach.count - 1} emphasis markers (\`*\`, \`_\`, \`~\`); pairing that many up takes the parser minutes.`,
        'Break the paragraph up with blank lines, or escape literal markers (`\\*`) or put them in `code`.',
      ];
  }
}

function refuse(file: VFile, line: number, column: number, reason: string, fix: string): VFileMessage {
  const message = file.message(reason, { place: { line, column }, ruleId: LIMIT_RULE });
  message.note = fix;
  message.fatal = true;
  return message;
}

/** The first node (in document order) more than `limit` levels below the root, found without recursion. */
function firstNodeDeeperThan(tree: Node, limit: number): Node | undefined {
  // Depth-first without recursion, so a deeply nested doc cannot overflow the call stack.
  const stack: Node[] = [tree];
  const depths: number[] = [0];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const depth = depths.pop()!;
    if (depth > limit) return node;
    const children = (node as { children?: Node[] }).children;
    if (!children) continue;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i]!);
      depths.push(depth + 1);
    }
  }
  return undefined;
}
