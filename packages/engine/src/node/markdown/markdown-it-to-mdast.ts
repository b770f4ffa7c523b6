import type {
  AlignType,
  Blockquote,
  Break,
  Code,
  Heading,
  Html,
  List,
  ListItem,
  Paragraph,
  Parents,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { Position } from 'unist';
import type { InlineSpans } from './markdown-it-parser.js';
import { SourceLines } from './source-lines.js';

/**
 * What makes a doc remark-parse's, found in the raw source (a match in code
 * is enough): `\r` and NUL (markdown-it rewrites them before parsing, so
 * its lines and offsets are no longer the file's), the three characters
 * micromark takes for whitespace and markdown-it does not (U+2028, U+2029,
 * U+FEFF), character references and escaped `@.:/` (text that becomes
 * syntax only once decoded, see `mayHoldLiteralAutolink`).
 */
const SOURCE_NEEDS_REMARK = /[\r\0\u2028\u2029\ufeff]|&(?:#|[a-z][a-z\d]*;)|\\[@.:/]/i;

/**
 * What makes a doc remark-parse's, found in its text (not in code, HTML or
 * link destinations, where it is no syntax): GFM literal autolinks (an `@`
 * after a character an address holds, `http://`, `https://`, `www.`),
 * directives (`:` then a letter, digit or any other character that is
 * neither blank nor punctuation, as micromark-extension-directive reads
 * names, and `:::` fences), footnotes (`[^`) and definitions (`]:`) that
 * markdown-it did not read as its own.
 */
const TEXT_NEEDS_REMARK = /[\w+.-]@|https?:\/\/|www\.|:[^\s\p{P}\p{S}]|:::|\[\^|\]:/iu;

/** remark-frontmatter's YAML: `---` on the first line and a closing `---` line, blanks after either allowed. */
const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?=\n|$)/;

/**
 * An emphasis marker beside a character outside the BMP: micromark judges
 * flanking on UTF-16 code units (an emoji is a letter to it), markdown-it on
 * code points (an emoji is a symbol, so punctuation), and they disagree.
 */
const MARKER_BESIDE_ASTRAL = /[\uD800-\uDFFF][*_]|[*_][\uD800-\uDFFF]/;

const BLANK = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/**
 * Whether emphasis in `text` may pair differently in the two parsers.
 * CommonMark's "rule of 3" forbids pairing a run that can both open and
 * close (letters or punctuation on both sides: `a*b`) when the two runs'
 * lengths add up to a multiple of 3; markdown-it sums the runs as written,
 * micromark what is left of them after earlier pairs. They can only differ
 * when a text holds such a run and a run of two markers or more.
 */
function mayCountRunsDifferently(text: string): boolean {
  let both = '';
  let long = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== '*' && c !== '_') continue;
    let end = i + 1;
    while (text[end] === c) end++;
    if (end - i > 1) long += c;
    const before = text[i - 1];
    const after = text[end];
    if (before !== undefined && after !== undefined && !BLANK.test(before) && !BLANK.test(after) && PUNCTUATION.test(before) === PUNCTUATION.test(after)) both += c;
    i = end - 1;
  }
  return (both.includes('*') && long.includes('*')) || (both.includes('_') && long.includes('_'));
}

/** A tab among the blanks that end a line. */
const TAB_BEFORE_EOL = /\t[ \t]*\n/;

/** A list item whose first paragraph starts `[ ]` or `[x]`: a GFM task, which remark-parse reads. */
const TASK = /^\[[ xX]\][ \t]/;

/** Thrown inside the converter for input it leaves to remark-parse. */
class Decline extends Error {}

/**
 * Converts what markdown-it reads from `source` into the mdast that
 * remark-parse (with remark-frontmatter, GFM and remark-directive) gives
 * for it: same nodes, same values, positions of blocks and of links,
 * images and HTML in the whole file.
 *
 * Returns `undefined` when the doc holds syntax the conversion does not
 * cover (see {@link SOURCE_NEEDS_REMARK}, {@link TEXT_NEEDS_REMARK}, task items,
 * single-tilde strikethrough, table rows that do not fit their header,
 * lines whose tabs markdown-it expands): the caller parses it with
 * remark-parse instead, so the result never differs for those.
 */
export function markdownItToMdast(source: string, md: MarkdownIt, spans: InlineSpans): Root | undefined {
  if (SOURCE_NEEDS_REMARK.test(source)) return undefined;
  const lines = new SourceLines(source);
  const children: RootContent[] = [];
  let input = source;
  const frontMatter = FRONT_MATTER.exec(source);
  if (frontMatter) {
    const end = frontMatter[0].length;
    children.push({ type: 'yaml', value: frontMatter[1] ?? '', position: span(lines, 0, end) });
    // Blank lines in its place keep markdown-it's line numbers the file's.
    input = '\n'.repeat(lines.point(end).line - 1) + source.slice(end);
  }
  try {
    const converter = new Converter(lines, spans);
    const env: { references?: object } = {};
    const tokens = md.parse(input, env);
    // Definitions (footnotes' too) stay nodes in mdast; markdown-it resolves and drops them.
    if (env.references && Object.keys(env.references).length > 0) return undefined;
    converter.blocks(tokens, children);
    const root: Root = { type: 'root', children };
    root.position = span(lines, 0, source.length);
    return root;
  } catch (error) {
    if (error instanceof Decline) return undefined;
    throw error;
  }
}

function span(lines: SourceLines, start: number, end: number): Position {
  return { start: lines.point(start), end: lines.point(end) };
}

/** Offset past the last non-blank character of `line`. */
function trimmedEnd(lines: SourceLines, line: number): number {
  const start = lines.starts[line]!;
  let end = lines.lineEnd(line);
  while (end > start && isBlank(lines.source.charCodeAt(end - 1))) end--;
  return end;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** Maps offsets in an inline token's text to offsets in the file, line by line. */
interface InlineMap {
  /** Offset in the inline text where each of its lines starts. */
  textStarts: number[];
  /** Offset in the file of the same character. */
  fileStarts: number[];
}

class Converter {
  private readonly lines: SourceLines;
  private readonly spans: InlineSpans;
  private readonly source: string;
  /** Per line, how far container markers (`>`, list markers) have been read, so nested ones are found in order. */
  private readonly cursor = new Map<number, number>();

  constructor(lines: SourceLines, spans: InlineSpans) {
    this.lines = lines;
    this.spans = spans;
    this.source = lines.source;
  }

  /** Converts block tokens into `into`; stops at the close of the container that was open when called. */
  blocks(tokens: Token[], into: RootContent[]): void {
    this.blockRange(tokens, 0, into);
  }

  private lineCursor(line: number): number {
    return this.cursor.get(line) ?? this.lines.starts[line]!;
  }

  /** Offset after a `>` at `at`, and the blank after it, which belongs to the marker. */
  private afterQuoteMarker(at: number): number {
    return at + (isBlank(this.source.charCodeAt(at + 1)) ? 2 : 1);
  }

  /** Offset after at most `most` spaces from `from`. */
  private skipSpaces(from: number, most: number): number {
    let offset = from;
    while (offset - from < most && this.source.charCodeAt(offset) === 32) offset++;
    return offset;
  }

  /** The first non-blank offset of `line` after its container markers. */
  private contentStart(line: number): number {
    let offset = this.lineCursor(line);
    const end = this.lines.lineEnd(line);
    while (offset < end && isBlank(this.source.charCodeAt(offset))) offset++;
    return offset;
  }

  /** Converts tokens from `index` until the close token of the enclosing container; returns the index after it. */
  private blockRange(tokens: Token[], index: number, into: RootContent[]): number {
    while (index < tokens.length) {
      const token = tokens[index]!;
      if (token.nesting === -1) return index;
      index = this.block(tokens, index, into);
    }
    return index;
  }

  private block(tokens: Token[], index: number, into: RootContent[]): number {
    const token = tokens[index]!;
    const map = token.map;
    switch (token.type) {
      case 'paragraph_open': {
        const inline = tokens[index + 1]!;
        const textMap = this.paragraphMap(inline, map![0]);
        const children = this.inline(inline, textMap);
        const paragraph: Paragraph = { type: 'paragraph', children };
        // Trailing blanks of its last line are the paragraph's in mdast, though not its text's.
        paragraph.position = span(this.lines, fileOffset(textMap, 0), this.lines.lineEnd(map![0] + textMap.textStarts.length - 1));
        into.push(paragraph);
        return index + 3;
      }
      case 'heading_open': {
        const inline = tokens[index + 1]!;
        const depth = Number(token.tag.slice(1)) as Heading['depth'];
        const setext = token.markup === '=' || token.markup === '-';
        const textMap = setext ? this.paragraphMap(inline, map![0]) : this.headingMap(inline, map![0]);
        const heading: Heading = { type: 'heading', depth, children: this.inline(inline, textMap) };
        heading.position = span(this.lines, this.contentStart(map![0]), this.lines.lineEnd(map![1] - 1));
        into.push(heading);
        return index + 3;
      }
      case 'hr':
        into.push({ type: 'thematicBreak', position: span(this.lines, this.contentStart(map![0]), trimmedEnd(this.lines, map![0])) });
        return index + 1;
      case 'fence':
        into.push(this.fence(token));
        return index + 1;
      case 'code_block':
        into.push(this.indentedCode(token));
        return index + 1;
      case 'html_block':
        into.push(this.htmlBlock(token));
        return index + 1;
      case 'blockquote_open': {
        const line = map![0];
        const start = this.source.indexOf('>', this.lineCursor(line));
        this.cursor.set(line, this.afterQuoteMarker(start));
        // Later lines have their own `>` (or none: lazy lines).
        for (let later = line + 1; later < map![1]; later++) {
          const from = this.lineCursor(later);
          const marker = this.skipSpaces(from, 3);
          if (this.source.charCodeAt(marker) === 62 /* > */) this.cursor.set(later, this.afterQuoteMarker(marker));
        }
        const children: RootContent[] = [];
        index = this.blockRange(tokens, index + 1, children);
        // micromark does not always open an empty block quote where markdown-it does (`2) >`).
        if (children.length === 0) throw new Decline('empty quote');
        const quote: Blockquote = { type: 'blockquote', children: children as Blockquote['children'] };
        quote.position = span(this.lines, start, this.quotedBlankEnd(this.endOf(children, map!), map!));
        into.push(quote);
        return index + 1;
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(tokens, index, into);
      case 'table_open':
        return this.table(tokens, index, into);
      default:
        throw new Decline(token.type);
    }
  }

  /**
   * Where a list or block quote ends in mdast: at `end`, or past the last
   * blank line within `map` that still carries a `>` (micromark counts such
   * a line to the containers it continues).
   */
  private quotedBlankEnd(end: number, map: [number, number]): number {
    const endLine = this.lines.point(end).line - 1;
    for (let line = map[1] - 1; line > endLine; line--) {
      const text = this.lines.line(line);
      if (/^[ \t>]*$/.test(text) && text.includes('>')) return this.lines.lineEnd(line);
    }
    return end;
  }

  /** Where a container ends: where its last child does, or at the end of its first line when empty. */
  private endOf(children: RootContent[], map: [number, number]): number {
    const last = children[children.length - 1];
    return last ? last.position!.end.offset! : this.lines.lineEnd(map[0]);
  }

  private fence(token: Token): Code {
    const [first, last] = token.map!;
    const start = this.source.indexOf(token.markup, this.lineCursor(first));
    const info = token.info.trim();
    const space = info.search(/[ \t]/);
    const lang = info === '' ? null : space === -1 ? info : info.slice(0, space);
    const meta = space === -1 ? null : info.slice(space).trim() || null;
    const value = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
    const code: Code = { type: 'code', lang, meta, value };
    // A closing fence is indented three blanks at most (past its containers' markers).
    const closing = /^ {0,3}(`+|~+)[ \t]*$/.exec(this.source.slice(this.lineCursor(last - 1), this.lines.lineEnd(last - 1)))?.[1];
    const closed = last - 1 > first && closing !== undefined && closing[0] === token.markup[0] && closing.length >= token.markup.length;
    // An unclosed fence runs to the end of the file (or container) in mdast, blank lines and all.
    if (!closed) throw new Decline('unclosed fence');
    code.position = span(this.lines, start, trimmedEnd(this.lines, last - 1));
    return code;
  }

  private indentedCode(token: Token): Code {
    const [first, last] = token.map!;
    // Where a tab-indented block starts, past a container's indent, is a column inside the tab in mdast: not worked out here.
    if (this.source.slice(this.lineCursor(first), this.contentStart(first)).includes('\t')) throw new Decline('tab-indented code');
    // micromark keeps a line of four blanks or more after the block's blank lines as a line of it; markdown-it does not.
    for (let line = last; line < this.lines.starts.length; line++) {
      const text = this.lines.line(line);
      if (text.trim() !== '') break;
      if (text.length >= 4) throw new Decline('blank code line');
    }
    const value = token.content.replace(/\n$/, '');
    const code: Code = { type: 'code', lang: null, meta: null, value };
    code.position = span(this.lines, this.lineCursor(first), this.lines.lineEnd(last - 1));
    return code;
  }

  private htmlBlock(token: Token): Html {
    const [first, last] = token.map!;
    // Blanks before the first tag are part of the value in mdast.
    const start = this.lineCursor(first);
    const end = this.lines.lineEnd(last - 1);
    const html: Html = { type: 'html', value: this.source.slice(start, end) };
    // markdown-it's text drops container markers on later lines; the file slice would keep them.
    if (`${html.value}\n` !== token.content) throw new Decline('html in container');
    // HTML that ends only at its closing text (`-->`, `</pre>`…) and runs to the end of the file takes the last line ending along in mdast.
    if (last >= this.lines.starts.length - 1 && /^<(?:[!?]|script|pre|style|textarea)/i.test(html.value)) throw new Decline('html to the end');
    html.position = span(this.lines, start, end);
    return html;
  }

  private list(tokens: Token[], index: number, into: RootContent[]): number {
    const open = tokens[index]!;
    const ordered = open.type === 'ordered_list_open';
    // micromark does not start a list at another number than 1 right after indented code, even past a blank line.
    if (ordered && open.attrGet('start') !== null && tokens[index - 1]?.type === 'code_block') throw new Decline('list after code');
    const items: ListItem[] = [];
    const itemLines: Array<[number, number]> = [];
    index++;
    while (tokens[index]!.type === 'list_item_open') {
      const itemToken = tokens[index]!;
      const line = itemToken.map![0];
      const marker = ordered ? itemToken.info + itemToken.markup : itemToken.markup;
      const start = this.source.indexOf(marker, this.lineCursor(line));
      // Later lines of the item are indented to its content, which starts one to four blanks after the marker.
      const lineEnd = this.lines.lineEnd(line);
      const blanks = this.skipSpaces(start + marker.length, 5) - start - marker.length;
      const width = marker.length + (blanks === 0 || blanks > 4 || start + marker.length + blanks >= lineEnd ? 1 : blanks);
      this.cursor.set(line, Math.min(start + width, lineEnd));
      for (let later = line + 1; later < itemToken.map![1]; later++) this.cursor.set(later, this.skipSpaces(this.lineCursor(later), width));
      const children: RootContent[] = [];
      index = this.blockRange(tokens, index + 1, children) + 1;
      const first = children[0];
      // micromark reads an empty item followed by a blank line as text.
      if (!first) throw new Decline('empty item');
      if (first.type === 'paragraph' && first.children[0]?.type === 'text' && TASK.test(first.children[0].value)) throw new Decline('task');
      const item: ListItem = { type: 'listItem', spread: this.spreadBetween(children), checked: null, children: children as ListItem['children'] };
      item.position = span(this.lines, start, this.endOf(children, itemToken.map!));
      items.push(item);
      itemLines.push([line, item.position.end.line]);
    }
    let spread = false;
    for (let i = 1; i < itemLines.length; i++) if (itemLines[i]![0] > itemLines[i - 1]![1]) spread = true;
    const list: List = {
      type: 'list',
      ordered,
      start: ordered ? Number(tokens.find((t) => t === open)!.attrGet('start') ?? 1) : null,
      spread,
      children: items,
    };
    const end = items[items.length - 1]!.position!.end.offset!;
    // A list in a block quote followed by a blank `>` line: micromark may count that line and what follows to the list's spread.
    if (this.quotedBlankEnd(end, open.map!) !== end) throw new Decline('list before quoted blank');
    list.position = span(this.lines, items[0]!.position!.start.offset!, end);
    into.push(list);
    return index + 1;
  }

  /** Whether a blank line separates two of a list item's blocks (mdast's `spread` of an item). */
  private spreadBetween(children: RootContent[]): boolean {
    for (let i = 1; i < children.length; i++) {
      // Lines are 1-based in positions: the next block starting two lines or more after the previous one ended means a blank line between.
      if (children[i]!.position!.start.line > children[i - 1]!.position!.end.line + 1) return true;
    }
    return false;
  }

  private table(tokens: Token[], index: number, into: RootContent[]): number {
    const open = tokens[index]!;
    // markdown-it lets a table interrupt a paragraph, micromark does not.
    if (open.map![0] > 0 && !/^[ \t>]*$/.test(this.lines.line(open.map![0] - 1))) throw new Decline('table after text');
    const rows: TableRow[] = [];
    const align: AlignType[] = [];
    let header = true;
    index++;
    for (; tokens[index]!.type !== 'table_close'; index++) {
      const token = tokens[index]!;
      if (token.type !== 'tr_open') continue;
      const line = token.map![0];
      const written = writtenCells(this.lines.line(line));
      const cells: TableCell[] = [];
      let cursor = this.lineCursor(line);
      index++;
      for (; tokens[index]!.type !== 'tr_close'; index++) {
        const cell = tokens[index]!;
        if (cell.type !== 'th_open' && cell.type !== 'td_open') continue;
        if (header) align.push(alignOf(cell.attrGet('style')));
        const inline = tokens[index + 1]!;
        const at = this.source.indexOf(inline.content, cursor);
        if (at === -1 || at >= this.lines.lineEnd(line)) throw new Decline('cell');
        cursor = at + inline.content.length;
        const textMap: InlineMap = { textStarts: [0], fileStarts: [at] };
        const tableCell: TableCell = { type: 'tableCell', children: this.inline(inline, textMap) };
        tableCell.position = span(this.lines, at, cursor);
        if (cells.length < written) cells.push(tableCell);
        index += 2;
      }
      if (written > cells.length) throw new Decline('extra cells');
      const row: TableRow = { type: 'tableRow', children: cells };
      row.position = span(this.lines, this.contentStart(line), trimmedEnd(this.lines, line));
      rows.push(row);
      header = false;
    }
    const table: Table = { type: 'table', align, children: rows };
    // The delimiter row is the table's too, also when no row follows it.
    table.position = span(this.lines, rows[0]!.position!.start.offset!, trimmedEnd(this.lines, open.map![1] - 1));
    into.push(table);
    return index + 1;
  }

  /** The inline map of a paragraph (or setext heading) whose lines start at `firstLine`. */
  private paragraphMap(inline: Token, firstLine: number): InlineMap {
    const textStarts: number[] = [];
    const fileStarts: number[] = [];
    const parts = inline.content.split('\n');
    let textOffset = 0;
    parts.forEach((part, k) => {
      const line = firstLine + k;
      const lineText = this.lines.line(line);
      const trimmed = k === parts.length - 1 ? lineText.trimEnd() : lineText;
      const body = part.trimStart();
      if (!trimmed.endsWith(body)) throw new Decline('paragraph line');
      textStarts.push(textOffset);
      // Leading blanks markdown-it kept (tabs it expanded) are skipped by the inline parser: map the rest exactly.
      fileStarts.push(this.lines.starts[line]! + trimmed.length - body.length - (part.length - body.length));
      textOffset += part.length + 1;
    });
    return { textStarts, fileStarts };
  }

  private headingMap(inline: Token, line: number): InlineMap {
    const from = this.source.indexOf('#', this.lineCursor(line));
    const at = inline.content === '' ? from : this.source.indexOf(inline.content, from + 1);
    if (at === -1 || at > this.lines.lineEnd(line)) throw new Decline('heading');
    return { textStarts: [0], fileStarts: [at] };
  }

  /** Converts an `inline` token's children to phrasing content. */
  private inline(inline: Token, map: InlineMap): PhrasingContent[] {
    const root: PhrasingContent[] = [];
    // `images`: how many images the frame holds, at any depth, for the bracket check.
    const stack: Array<{ node: Parents | undefined; children: PhrasingContent[]; start: number; images: number; autolink: boolean }> = [
      { node: undefined, children: root, start: 0, images: 0, autolink: false },
    ];
    // markdown-it reads only `~~` as strikethrough, GFM also `~`, and runs of three or more differently.
    if (inline.content.includes('~')) throw new Decline('tilde');
    if (MARKER_BESIDE_ASTRAL.test(inline.content)) throw new Decline('astral');
    if (mayCountRunsDifferently(inline.content)) throw new Decline('rule of 3');
    // micromark drops tabs before a line ending, markdown-it only spaces.
    if (TAB_BEFORE_EOL.test(inline.content)) throw new Decline('tab before eol');
    const tokens = inline.children ?? [];
    for (const token of tokens) {
      const top = stack[stack.length - 1]!;
      const at = this.spans.get(token);
      switch (token.type) {
        case 'text':
          // A backtick left as text: markdown-it can miss a code span that starts inside a failed link label.
          if (token.content.includes('`')) throw new Decline('backtick');
          // An autolink's text (`<https://…>`, `<a@b.co>`) is no literal autolink, nor anything else, in micromark either.
          if (!top.autolink && TEXT_NEEDS_REMARK.test(token.content)) throw new Decline('text syntax');
          appendText(top.children, token.content);
          break;
        case 'softbreak':
          appendText(top.children, '\n');
          break;
        case 'hardbreak': {
          const node = this.placed<Break>({ type: 'break' }, map, at);
          // The blanks before the line ending are part of the break in mdast.
          let start = node.position?.start.offset;
          if (start !== undefined) {
            while (this.source.charCodeAt(start - 1) === 32) start--;
            node.position = span(this.lines, start, node.position!.end.offset!);
          }
          top.children.push(node);
          break;
        }
          break;
        case 'code_inline':
          // mdast keeps the line endings of a code span (markdown-it makes them spaces) and the blanks around them.
          if (at && inline.content.slice(at.start, at.end).includes('\n')) throw new Decline('multiline code');
          top.children.push(this.placed({ type: 'inlineCode', value: token.content }, map, at));
          break;
        case 'html_inline':
          top.children.push(this.placed({ type: 'html', value: token.content }, map, at));
          break;
        case 'image':
          // mdast reads backslashes in alt text its own way.
          if (token.content.includes('\\')) throw new Decline('image alt');
          if (TEXT_NEEDS_REMARK.test(token.content)) throw new Decline('alt syntax');
          if (at) checkBrackets(inline.content.slice(at.start, at.end), 1 + countImages(token.children ?? []));
          for (const frame of stack) frame.images += 1 + countImages(token.children ?? []);
          top.children.push(
            this.placed({ type: 'image', url: token.attrGet('src') ?? '', title: token.attrGet('title'), alt: plainText(token.children ?? []) }, map, at),
          );
          break;
        case 'em_open':
        case 'strong_open':
        case 's_open':
        case 'link_open': {
          const node = (
            token.type === 'em_open'
              ? { type: 'emphasis', children: [] }
              : token.type === 'strong_open'
                ? { type: 'strong', children: [] }
                : token.type === 's_open'
                  ? { type: 'delete', children: [] }
                  : { type: 'link', url: token.attrGet('href') ?? '', title: token.attrGet('title'), children: [] }
          ) as PhrasingContent & Parents;
          if (token.type === 's_open' && token.markup !== '~~') throw new Decline('strikethrough');
          if (token.type === 'link_open' && at) node.position = this.spanOf(map, at);
          top.children.push(node);
          stack.push({ node, children: node.children as PhrasingContent[], start: at?.start ?? 0, images: 0, autolink: token.markup === 'autolink' });
          break;
        }
        case 'em_close':
        case 'strong_close':
        case 's_close':
        case 'link_close': {
          const done = stack.pop()!;
          if (done.node && !done.node.position && at) done.node.position = this.spanOf(map, { start: done.start, end: at.end });
          if (token.type === 'link_close' && at && token.markup !== 'autolink') checkBrackets(inline.content.slice(done.start, at.end), 1 + done.images);
          break;
        }
        default:
          throw new Decline(token.type);
      }
    }
    this.place(root, fileOffset(map, 0), fileOffset(map, inline.content.length));
    return root;
  }

  private placed<T extends PhrasingContent>(node: T, map: InlineMap, at: { start: number; end: number } | undefined): T {
    if (at) node.position = this.spanOf(map, at);
    return node;
  }

  private spanOf(map: InlineMap, at: { start: number; end: number }): Position {
    return span(this.lines, fileOffset(map, at.start), fileOffset(map, at.end));
  }

  /**
   * Gives text (and anything else without one) a position: from where the
   * previous sibling ends to its own length when the file holds it as is,
   * else to where the next sibling starts. Then does the same inside.
   */
  private place(children: PhrasingContent[], start: number, end: number): void {
    let previousEnd = start;
    children.forEach((child, i) => {
      if (!child.position) {
        let nextStart = end;
        for (let j = i + 1; j < children.length; j++) {
          const next = children[j]!.position;
          if (next) {
            nextStart = next.start.offset!;
            break;
          }
        }
        const asWritten = child.type === 'text' && this.source.startsWith(child.value, previousEnd);
        child.position = span(this.lines, previousEnd, asWritten ? previousEnd + (child as Text).value.length : nextStart);
      }
      if ('children' in child && child.children.length > 0) {
        const at = child.position;
        const inset = child.type === 'link' ? 1 : child.type === 'emphasis' ? 1 : child.type === 'strong' || child.type === 'delete' ? 2 : 0;
        this.place(child.children as PhrasingContent[], at.start.offset! + inset, at.end.offset! - inset);
      }
      previousEnd = child.position.end.offset!;
    });
  }
}

function fileOffset(map: InlineMap, textOffset: number): number {
  const { textStarts, fileStarts } = map;
  let k = textStarts.length - 1;
  while (k > 0 && textStarts[k]! > textOffset) k--;
  return fileStarts[k]! + textOffset - textStarts[k]!;
}

/** Appends text, joined to text just before it, as mdast keeps one text node between other nodes. */
function appendText(children: PhrasingContent[], value: string): void {
  const last = children[children.length - 1];
  if (last?.type === 'text') (last as Text).value += value;
  else if (value !== '') children.push({ type: 'text', value });
}

/**
 * Declines a link or image whose text holds brackets other than those of
 * the images in it: markdown-it and micromark pair unbalanced brackets in
 * nested labels differently.
 */
function checkBrackets(raw: string, expected: number): void {
  let open = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 92 /* \ */) i++;
    else if (c === 91 /* [ */) open++;
  }
  if (open !== expected) throw new Decline('brackets');
}

function countImages(tokens: Token[]): number {
  let count = 0;
  for (const token of tokens) if (token.type === 'image') count += 1 + countImages(token.children ?? []);
  return count;
}

/** An image's `alt`: the text of its label, as mdast-util-to-string reads it. */
function plainText(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline' || token.type === 'html_inline') text += token.content;
    else if (token.type === 'softbreak') text += '\n';
    else if (token.type === 'image') text += plainText(token.children ?? []);
  }
  return text;
}

function alignOf(style: string | null): AlignType {
  if (style === null) return null;
  return (style.slice('text-align:'.length) as AlignType) ?? null;
}

/** How many cells a table row line holds, split as markdown-it splits it (unescaped `|`), outer pipes dropped. */
function writtenCells(line: string): number {
  let count = 1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '|') count++;
  }
  const trimmed = line.trim();
  if (trimmed.startsWith('|')) count--;
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|') && trimmed.length > 1) count--;
  return count;
}

