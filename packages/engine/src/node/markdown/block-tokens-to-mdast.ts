import type { Blockquote, Code, Heading, Html, List, ListItem, Paragraph, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type Token from 'markdown-it/lib/token.mjs';
import { ConversionDeclined } from './conversion-declined.js';
import { fileOffset, type InlineMap } from './inline-map.js';
import { InlineTokensToMdast } from './inline-tokens-to-mdast.js';
import { LineCursor } from './line-cursor.js';
import type { ContainerDirectiveMeta } from './markdown-it-container-directive.js';
import type { InlineSpans } from './markdown-it-parser.js';
import type { SourceLines } from './source-lines.js';
import { tableTokensToMdast } from './table-tokens-to-mdast.js';

/** A list item whose first paragraph starts `[ ]` or `[x]`: a GFM task, which remark-parse reads. */
const TASK = /^\[[ xX]\][ \t]/;

/**
 * Converts markdown-it's block tokens into mdast blocks with the positions
 * remark-parse gives them (markdown-it's tokens know lines only; columns
 * come from the file, past the container markers `LineCursor` tracks).
 *
 * @throws ConversionDeclined for blocks the two parsers read differently.
 */
export class BlockTokensToMdast {
  private readonly lines: SourceLines;
  private readonly source: string;
  private readonly cursor: LineCursor;
  private readonly inline: InlineTokensToMdast;

  constructor(lines: SourceLines, spans: InlineSpans) {
    this.lines = lines;
    this.source = lines.source;
    this.cursor = new LineCursor(lines);
    this.inline = new InlineTokensToMdast(lines, spans);
  }

  /** Converts block tokens into `into`; stops at the close of the container that was open when called. */
  blocks(tokens: Token[], into: RootContent[]): void {
    this.blockRange(tokens, 0, into);
  }

  /** Converts tokens from `index` until the close token of the enclosing container; returns the index of that token. */
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
    const lines = this.lines;
    switch (token.type) {
      case 'paragraph_open': {
        const inline = tokens[index + 1]!;
        const textMap = this.paragraphMap(inline, map![0]);
        const paragraph: Paragraph = { type: 'paragraph', children: this.inline.convert(inline, textMap) };
        // Trailing blanks of its last line are the paragraph's in mdast, though not its text's.
        paragraph.position = lines.span(fileOffset(textMap, 0), lines.lineEnd(map![0] + textMap.textStarts.length - 1));
        into.push(paragraph);
        return index + 3;
      }
      case 'heading_open': {
        const inline = tokens[index + 1]!;
        const depth = Number(token.tag.slice(1)) as Heading['depth'];
        const setext = token.markup === '=' || token.markup === '-';
        const textMap = setext ? this.paragraphMap(inline, map![0]) : this.headingMap(inline, map![0]);
        const heading: Heading = { type: 'heading', depth, children: this.inline.convert(inline, textMap) };
        heading.position = lines.span(this.cursor.contentStart(map![0]), lines.lineEnd(map![1] - 1));
        into.push(heading);
        return index + 3;
      }
      case 'hr':
        // Blanks after the last marker are the break's in mdast.
        into.push({ type: 'thematicBreak', position: lines.span(this.cursor.contentStart(map![0]), lines.lineEnd(map![0])) });
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
      case 'blockquote_open':
        return this.blockquote(tokens, index, into);
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(tokens, index, into);
      case 'container_directive_open':
        return this.containerDirective(tokens, index, into);
      case 'table_open':
        return tableTokensToMdast(tokens, index, into, this.cursor, this.inline);
      default:
        throw new ConversionDeclined(token.type);
    }
  }

  private blockquote(tokens: Token[], index: number, into: RootContent[]): number {
    const map = tokens[index]!.map!;
    const line = map[0];
    const start = this.source.indexOf('>', this.cursor.at(line));
    this.cursor.set(line, this.cursor.afterQuoteMarker(start));
    // Later lines have their own `>` (or none: lazy lines).
    for (let later = line + 1; later < map[1]; later++) {
      const marker = this.cursor.skipSpaces(this.cursor.at(later), 3);
      if (this.source.charCodeAt(marker) === 62 /* > */) this.cursor.set(later, this.cursor.afterQuoteMarker(marker));
    }
    const children: RootContent[] = [];
    index = this.blockRange(tokens, index + 1, children);
    // micromark does not always open an empty block quote where markdown-it does (`2) >`).
    if (children.length === 0) throw new ConversionDeclined('empty quote');
    const quote: Blockquote = { type: 'blockquote', children: children as Blockquote['children'] };
    quote.position = this.lines.span(start, this.quotedBlankEnd(this.endOf(children, map), map));
    into.push(quote);
    return index + 1;
  }

  /**
   * A container directive as remark-directive gives it (after
   * remarkAdmonitionTitles for `:::name Title`): its label, if any, a
   * paragraph flagged `directiveLabel` from `[` (or the blank before a
   * title) to just past `]` (or the title's end), then the content.
   */
  private containerDirective(tokens: Token[], index: number, into: RootContent[]): number {
    const open = tokens[index]!;
    const [line, closeLine] = open.map!;
    // In a list or block quote, micromark's reading of the fences and of lazy lines is not worked out here.
    if (this.cursor.at(line) !== this.lines.starts[line]) throw new ConversionDeclined('directive in a container');
    const start = this.cursor.contentStart(line);
    const children: RootContent[] = [];
    index++;
    if ((open.meta as ContainerDirectiveMeta).label !== undefined) {
      const inline = tokens[index]!;
      const labelStart = start + open.markup.length + open.info.length;
      const textStart = labelStart + 1;
      const label: Paragraph = {
        type: 'paragraph',
        data: { directiveLabel: true },
        children: this.inline.convert(inline, { textStarts: [0], fileStarts: [textStart] }),
      };
      const end = textStart + inline.content.length;
      // Past the `]`, which a `:::name Title` line does not hold: the column remarkAdmonitionTitles' rewrite gives.
      label.position = { start: this.lines.point(labelStart), end: { ...this.lines.point(end), offset: end + 1 } };
      label.position.end.column++;
      children.push(label);
      index++;
    }
    index = this.blockRange(tokens, index, children);
    const directive: ContainerDirective = { type: 'containerDirective', name: open.info, attributes: {}, children: children as ContainerDirective['children'] };
    directive.position = this.lines.span(start, this.lines.lineEnd(closeLine - 1));
    into.push(directive);
    return index + 1;
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
    const start = this.source.indexOf(token.markup, this.cursor.at(first));
    const info = token.info.trim();
    const space = info.search(/[ \t]/);
    // markdown-it keeps the info string as written; mdast has its backslash escapes resolved (character references never get here).
    const lang = info === '' ? null : unescape(space === -1 ? info : info.slice(0, space));
    const rest = space === -1 ? '' : info.slice(space).trim();
    const meta = rest === '' ? null : unescape(rest);
    const value = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
    const code: Code = { type: 'code', lang, meta, value };
    // A closing fence is indented three blanks at most (past its containers' markers).
    const closing = /^ {0,3}(`+|~+)[ \t]*$/.exec(this.source.slice(this.cursor.at(last - 1), this.lines.lineEnd(last - 1)))?.[1];
    const closed = last - 1 > first && closing !== undefined && closing[0] === token.markup[0] && closing.length >= token.markup.length;
    // An unclosed fence runs to the end of the file (or container) in mdast, blank lines and all.
    if (!closed) throw new ConversionDeclined('unclosed fence');
    code.position = this.lines.span(start, this.lines.trimmedEnd(last - 1));
    return code;
  }

  private indentedCode(token: Token): Code {
    const [first, last] = token.map!;
    // Where a tab-indented block starts, past a container's indent, is a column inside the tab in mdast: not worked out here.
    if (this.source.slice(this.cursor.at(first), this.cursor.contentStart(first)).includes('\t')) throw new ConversionDeclined('tab-indented code');
    // micromark keeps a line of four blanks or more after the block's blank lines as a line of it; markdown-it does not.
    for (let line = last; line < this.lines.starts.length; line++) {
      // Past the line's container markers (a blank `>     ` line in a quote counts too).
      const text = this.source.slice(this.cursor.at(line), this.lines.lineEnd(line));
      if (text.trim() !== '') break;
      if (text.length >= 4) throw new ConversionDeclined('blank code line');
    }
    const value = token.content.replace(/\n$/, '');
    const code: Code = { type: 'code', lang: null, meta: null, value };
    code.position = this.lines.span(this.cursor.at(first), this.lines.lineEnd(last - 1));
    return code;
  }

  private htmlBlock(token: Token): Html {
    const [first, last] = token.map!;
    // Blanks before the first tag are part of the value in mdast.
    const start = this.cursor.at(first);
    const end = this.lines.lineEnd(last - 1);
    const html: Html = { type: 'html', value: this.source.slice(start, end) };
    // markdown-it's text drops container markers on later lines; the file slice would keep them.
    if (`${html.value}\n` !== token.content) throw new ConversionDeclined('html in container');
    // HTML that ends only at its closing text (`-->`, `</pre>`…) and runs to the end of the file takes the last line ending along in mdast.
    if (last >= this.lines.starts.length - 1 && /^<(?:[!?]|script|pre|style|textarea)/i.test(html.value)) throw new ConversionDeclined('html to the end');
    html.position = this.lines.span(start, end);
    return html;
  }

  private list(tokens: Token[], index: number, into: RootContent[]): number {
    const open = tokens[index]!;
    const ordered = open.type === 'ordered_list_open';
    // micromark does not start a list at another number than 1 right after indented code, even past a blank line.
    if (ordered && open.attrGet('start') !== null && tokens[index - 1]?.type === 'code_block') throw new ConversionDeclined('list after code');
    const items: ListItem[] = [];
    const itemLines: Array<[number, number]> = [];
    index++;
    while (tokens[index]!.type === 'list_item_open') {
      const itemToken = tokens[index]!;
      const line = itemToken.map![0];
      const marker = ordered ? itemToken.info + itemToken.markup : itemToken.markup;
      const start = this.source.indexOf(marker, this.cursor.at(line));
      // Later lines of the item are indented to its content, which starts one to four blanks after the marker.
      const lineEnd = this.lines.lineEnd(line);
      const blanks = this.cursor.skipSpaces(start + marker.length, 5) - start - marker.length;
      const width = marker.length + (blanks === 0 || blanks > 4 || start + marker.length + blanks >= lineEnd ? 1 : blanks);
      // The blanks before the marker count too: later lines are indented as far as the content of the first.
      const indent = start - this.cursor.at(line) + width;
      this.cursor.set(line, Math.min(start + width, lineEnd));
      for (let later = line + 1; later < itemToken.map![1]; later++) this.cursor.set(later, this.cursor.skipSpaces(this.cursor.at(later), indent));
      const children: RootContent[] = [];
      index = this.blockRange(tokens, index + 1, children) + 1;
      const first = children[0];
      // micromark reads an empty item followed by a blank line as text.
      if (!first) throw new ConversionDeclined('empty item');
      if (first.type === 'paragraph' && first.children[0]?.type === 'text' && TASK.test(first.children[0].value)) throw new ConversionDeclined('task');
      const item: ListItem = { type: 'listItem', spread: spreadBetween(children), checked: null, children: children as ListItem['children'] };
      item.position = this.lines.span(start, this.endOf(children, itemToken.map!));
      items.push(item);
      itemLines.push([line, item.position.end.line]);
    }
    let spread = false;
    for (let i = 1; i < itemLines.length; i++) if (itemLines[i]![0] > itemLines[i - 1]![1]) spread = true;
    const list: List = { type: 'list', ordered, start: ordered ? Number(open.attrGet('start') ?? 1) : null, spread, children: items };
    const end = items[items.length - 1]!.position!.end.offset!;
    // A list in a block quote followed by a blank `>` line: micromark may count that line and what follows to the list's spread.
    if (this.quotedBlankEnd(end, open.map!) !== end) throw new ConversionDeclined('list before quoted blank');
    list.position = this.lines.span(items[0]!.position!.start.offset!, end);
    into.push(list);
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
      if (!trimmed.endsWith(body)) throw new ConversionDeclined('paragraph line');
      textStarts.push(textOffset);
      // Leading blanks markdown-it kept (tabs it expanded) are skipped by the inline parser: map the rest exactly.
      fileStarts.push(this.lines.starts[line]! + trimmed.length - body.length - (part.length - body.length));
      textOffset += part.length + 1;
    });
    return { textStarts, fileStarts, byLine: true };
  }

  private headingMap(inline: Token, line: number): InlineMap {
    const from = this.source.indexOf('#', this.cursor.at(line));
    const at = inline.content === '' ? from : this.source.indexOf(inline.content, from + 1);
    if (at === -1 || at > this.lines.lineEnd(line)) throw new ConversionDeclined('heading');
    return { textStarts: [0], fileStarts: [at] };
  }
}

/** Whether a blank line separates two of a list item's blocks (mdast's `spread` of an item). */
function spreadBetween(children: RootContent[]): boolean {
  for (let i = 1; i < children.length; i++) {
    // Lines are 1-based in positions: the next block starting two lines or more after the previous one ended means a blank line between.
    if (children[i]!.position!.start.line > children[i - 1]!.position!.end.line + 1) return true;
  }
  return false;
}

/** A backslash escape of ASCII punctuation, as CommonMark resolves it outside code. */
const ESCAPE = /\\([!-/:-@[-`{-~])/g;

/** `text` with its backslash escapes resolved. */
function unescape(text: string): string {
  return text.replace(ESCAPE, '$1');
}
