/**
 * A quick look at a doc, before it is parsed, for the shapes the markdown
 * parser takes far too long on, so the doc fails at once, at the line where
 * it goes too far, instead of holding the build for minutes:
 *
 * - blocks nested absurdly deep (`> > > …`, `- - - … x`, a list indented one
 *   step further on every line, admonitions opened again and again without
 *   their closing `:::`): the parser's cost per line grows with the depth,
 *   and the tree it makes is then too deep for the walkers after it;
 * - more blocks than a page can reasonably hold (100 000 list items,
 *   10 000 admonitions): each costs the parser a fraction of a millisecond;
 * - a paragraph with thousands of emphasis markers (`*`, `_`, `~`): the
 *   parser pairs them at a cost that grows with the square of their number;
 * - a doc with tens of thousands of links, code spans or HTML tags (`[`,
 *   backtick runs, `<tag`): micromark's cost for them grows faster than
 *   their number (120 000 links on a 1 MB page take 18 s of CPU);
 * - a doc with hundreds of KB of fenced code (often one fence left open,
 *   which turns the rest of the doc into code): highlighting it and making
 *   its JavaScript tab takes seconds.
 *
 * This is a line scanner, not a parser. It errs on the side of counting less
 * (a lazy continuation line closes the lists it does not indent under; a
 * table row without a leading `|` is no new block), so a doc within the
 * limits never trips it. Fenced code is skipped.
 */

/** The limits a doc is scanned against. */
export interface MarkdownLimits {
  /** How deep quotes, list items and admonitions may nest. */
  maxNesting: number;
  /** How many blocks (paragraphs, list items, headings, quotes, admonitions, code blocks, table rows) a doc may have. */
  maxBlocks: number;
  /** How many runs of `*`, `_` or `~` one paragraph may have. */
  maxDelimitersPerParagraph: number;
  /** How many `[`, backtick runs and HTML tag starts (`<a`, `</`, `<!`) the doc may have outside fenced code. */
  maxInlineMarkup: number;
  /** How many characters all fenced code blocks of the doc may hold together. */
  maxCodeChars: number;
}

/** Where a doc first goes past one of its {@link MarkdownLimits}. */
export interface LimitBreach {
  limit: keyof MarkdownLimits;
  /** 1-based line and column where the count goes past the limit. */
  line: number;
  column: number;
  /** The count there: the depth, the number of blocks, or of markers. */
  count: number;
}

const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}\s*$/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=\s|$)/;
const FENCE_OPEN = /^(`{3,}|~{3,})/;
const DIRECTIVE_OPEN = /^:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^:{3,}\s*$/;
/** Leaf blocks that start on a line of their own even right after a paragraph. */
const BLOCK_START = /^(?:#{1,6}(?:\s|$)|\||<[A-Za-z/!?])/;
/** A run of emphasis or strikethrough markers, as the parser pairs them. */
const DELIMITER_RUN = /\*+|_+|~+/g;
/** What starts a link or image label (not a task list's `[ ]` or `[x]`), a code span, or an HTML tag. */
const INLINE_MARKUP = /\[(?![ xX]\])|`+|<[A-Za-z/!]/g;

/**
 * The first place where `source` goes past one of `limits`, or `undefined`.
 * Linear in the length of `source`.
 */
export function scanMarkdownLimits(source: string, limits: MarkdownLimits): LimitBreach | undefined {
  /** Content column of each list item still open, innermost last. */
  const lists: number[] = [];
  let directives = 0;
  let fence: { char: string; length: number } | undefined;
  let blocks = 0;
  let delimiters = 0;
  let markup = 0;
  let codeChars = 0;
  /** Whether the line before ended a block (blank, a heading, a fence…), so this one starts a new one. */
  let afterBlock = true;
  let previousQuoted = false;
  let lineStart = 0;
  for (let line = 1; lineStart <= source.length; line++) {
    let lineEnd = source.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = source.length;
    const text = source.slice(lineStart, lineEnd);
    lineStart = lineEnd + 1;

    let quotes = 0;
    let startsBlock = afterBlock;
    const breach = (limit: keyof MarkdownLimits, count: number, at: number): LimitBreach | undefined =>
      count > limits[limit] ? { limit, line, column: at + 1, count } : undefined;
    const nesting = (at: number) => breach('maxNesting', quotes + lists.length + directives, at);

    // Quote markers first: `> > - x` is two quotes, then a list. In fenced code they only lead to the code.
    const lineAt = skipBlanks(text, 0);
    let at = lineAt;
    while (text[at] === '>') {
      quotes++;
      const found = fence ? undefined : nesting(at);
      if (found) return found;
      at = skipBlanks(text, at + 1);
    }
    if (quotes > 0 && !previousQuoted) startsBlock = true;
    previousQuoted = quotes > 0;
    const rest = text.slice(at);
    if (fence) {
      const close = FENCE_OPEN.exec(rest);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && rest.trim() === close[1]) {
        fence = undefined;
        afterBlock = true;
        continue;
      }
      codeChars += text.length + 1;
      const found = breach('maxCodeChars', codeChars, 0);
      if (found) return found;
      continue;
    }
    if (rest.trim() === '') {
      afterBlock = true;
      delimiters = 0;
      continue;
    }
    afterBlock = false;

    // A line indented less than an open item's content is outside that item.
    const indent = columnOf(text, at);
    while (lists.length > 0 && lists[lists.length - 1]! > indent) lists.pop();

    if (!THEMATIC_BREAK.test(rest)) {
      for (;;) {
        const marker = LIST_MARKER.exec(text.slice(at, at + 11));
        if (marker) lists.push(columnOf(text, at) + marker[0].length + 1);
        else if (text[at] === '>') quotes++;
        else break;
        startsBlock = true;
        const found = nesting(at);
        if (found) return found;
        at = skipBlanks(text, at + (marker ? marker[0].length : 1));
      }
    }
    const content = text.slice(at);
    const opensFence = FENCE_OPEN.exec(content);
    if (opensFence) {
      fence = { char: opensFence[1]![0]!, length: opensFence[1]!.length };
      startsBlock = true;
    } else if (DIRECTIVE_OPEN.test(content)) {
      directives++;
      startsBlock = true;
      afterBlock = true;
      const found = nesting(at);
      if (found) return found;
    } else if (DIRECTIVE_CLOSE.test(content)) {
      directives = Math.max(0, directives - 1);
      afterBlock = true;
    } else if (BLOCK_START.test(content)) {
      startsBlock = true;
      // A heading is one line; what follows it is a block of its own.
      afterBlock = content[0] === '#';
    }

    if (startsBlock) {
      delimiters = 0;
      const found = breach('maxBlocks', ++blocks, lineAt);
      if (found) return found;
    }
    if (!opensFence) {
      DELIMITER_RUN.lastIndex = 0;
      let run: RegExpExecArray | null;
      while ((run = DELIMITER_RUN.exec(content)) !== null) {
        const found = breach('maxDelimitersPerParagraph', ++delimiters, at + run.index);
        if (found) return found;
      }
      INLINE_MARKUP.lastIndex = 0;
      while ((run = INLINE_MARKUP.exec(content)) !== null) {
        const found = breach('maxInlineMarkup', ++markup, at + run.index);
        if (found) return found;
      }
    }
  }
  return undefined;
}

function skipBlanks(text: string, at: number): number {
  while (text[at] === ' ' || text[at] === '\t') at++;
  return at;
}

/** The 0-based column of offset `at`, tabs counting to the next multiple of 4 as in markdown. */
function columnOf(text: string, at: number): number {
  let column = 0;
  for (let i = 0; i < at; i++) column = text[i] === '\t' ? column + 4 - (column % 4) : column + 1;
  return column;
}
