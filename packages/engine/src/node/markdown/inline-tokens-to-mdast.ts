import type { Break, Parents, PhrasingContent, Text } from 'mdast';
import type Token from 'markdown-it/lib/token.mjs';
import type { Position } from 'unist';
import { ConversionDeclined } from './conversion-declined.js';
import { fileOffset, type InlineMap } from './inline-map.js';
import { holdsEscapedSyntax } from './markdown-it-escaped-syntax.js';
import type { InlineSpan, InlineSpans } from './markdown-it-parser.js';
import { isBlank, type SourceLines } from './source-lines.js';

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

/**
 * An emphasis marker beside a character outside the BMP: micromark judges
 * flanking on UTF-16 code units (an emoji is a letter to it), markdown-it on
 * code points (an emoji is a symbol, so punctuation), and they disagree.
 */
const MARKER_BESIDE_ASTRAL = /[\uD800-\uDFFF][*_]|[*_][\uD800-\uDFFF]/;

/** A tab among the blanks that end a line. */
const TAB_BEFORE_EOL = /\t[ \t]*\n/;

const BLANK = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
/** An emphasis marker, searched for from `lastIndex` (see `mayCountRunsDifferently`). */
const EMPHASIS_MARKER = /[*_]/g;

/** An open inline node (or the root) while its children are read; `images`: how many images it holds, at any depth, for the bracket check. */
interface Frame {
  node: Parents | undefined;
  children: PhrasingContent[];
  start: number;
  images: number;
  autolink: boolean;
}

/**
 * Converts the children of markdown-it `inline` tokens (a paragraph's,
 * heading's or cell's text) to mdast phrasing content with the positions
 * remark-parse gives: links, images, code, HTML and breaks from the spans
 * `createMarkdownIt` recorded, text between them.
 *
 * @throws ConversionDeclined for text the two parsers read differently.
 */
export class InlineTokensToMdast {
  private readonly lines: SourceLines;
  private readonly spans: InlineSpans;
  private readonly source: string;

  constructor(lines: SourceLines, spans: InlineSpans) {
    this.lines = lines;
    this.spans = spans;
    this.source = lines.source;
  }

  /** Converts an `inline` token's children to phrasing content; `map` places its text in the file. */
  convert(inline: Token, map: InlineMap): PhrasingContent[] {
    const root: PhrasingContent[] = [];
    const stack: Frame[] = [{ node: undefined, children: root, start: 0, images: 0, autolink: false }];
    // markdown-it reads only `~~` as strikethrough, GFM also `~`, and runs of three or more differently.
    if (inline.content.includes('~')) throw new ConversionDeclined('tilde');
    if (holdsEscapedSyntax(inline)) throw new ConversionDeclined('escaped syntax');
    if (MARKER_BESIDE_ASTRAL.test(inline.content)) throw new ConversionDeclined('astral');
    if (mayCountRunsDifferently(inline.content)) throw new ConversionDeclined('rule of 3');
    // micromark drops tabs before a line ending, markdown-it only spaces.
    if (TAB_BEFORE_EOL.test(inline.content)) throw new ConversionDeclined('tab before eol');
    for (const token of inline.children ?? []) this.token(token, inline, map, stack);
    this.place(root, fileOffset(map, 0), fileOffset(map, inline.content.length), map);
    return root;
  }

  private token(token: Token, inline: Token, map: InlineMap, stack: Frame[]): void {
    const top = stack[stack.length - 1]!;
    const at = this.spans.get(token);
    switch (token.type) {
      case 'text':
        // A backtick left as text: markdown-it can miss a code span that starts inside a failed link label.
        if (token.content.includes('`')) throw new ConversionDeclined('backtick');
        // An autolink's text (`<https://…>`, `<a@b.co>`) is no literal autolink, nor anything else, in micromark either.
        if (!top.autolink && TEXT_NEEDS_REMARK.test(token.content)) throw new ConversionDeclined('text syntax');
        appendText(top.children, token.content);
        break;
      case 'softbreak':
        appendText(top.children, '\n');
        break;
      case 'hardbreak': {
        const node = this.placed<Break>({ type: 'break' }, map, at);
        // The blanks before the line ending are part of a blanks break in mdast; a backslash break starts at its backslash.
        // Either ends just past the line ending: the next line's markers and indent are not the break's.
        let start = node.position?.start.offset;
        if (start !== undefined) {
          if (this.source.charCodeAt(start) !== 92 /* \ */) while (this.source.charCodeAt(start - 1) === 32) start--;
          node.position = this.lines.span(start, this.source.indexOf('\n', start) + 1);
        }
        top.children.push(node);
        break;
      }
      case 'code_inline':
        // mdast keeps the line endings of a code span (markdown-it makes them spaces) and the blanks around them.
        if (at && inline.content.slice(at.start, at.end).includes('\n')) throw new ConversionDeclined('multiline code');
        top.children.push(this.placed({ type: 'inlineCode', value: token.content }, map, at));
        break;
      case 'html_inline':
        top.children.push(this.placed({ type: 'html', value: token.content }, map, at));
        break;
      case 'image': {
        // mdast reads backslashes in alt text its own way.
        if (token.content.includes('\\')) throw new ConversionDeclined('image alt');
        if (TEXT_NEEDS_REMARK.test(token.content)) throw new ConversionDeclined('alt syntax');
        const images = 1 + countImages(token.children ?? []);
        if (at) checkBrackets(inline.content.slice(at.start, at.end), images);
        for (const frame of stack) frame.images += images;
        top.children.push(this.placed({ type: 'image', url: token.attrGet('src') ?? '', title: token.attrGet('title'), alt: plainText(token.children ?? []) }, map, at));
        break;
      }
      case 'em_open':
      case 'strong_open':
      case 's_open':
      case 'link_open': {
        if (token.type === 's_open' && token.markup !== '~~') throw new ConversionDeclined('strikethrough');
        const node = openNode(token);
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
        // A strong's tokens are the inner markers of its two-marker runs (see `createMarkdownIt`).
        const outer = token.type === 'strong_close' ? 1 : 0;
        if (done.node && !done.node.position && at) done.node.position = this.spanOf(map, { start: done.start - outer, end: at.end + outer });
        if (token.type === 'link_close' && at && token.markup !== 'autolink') checkBrackets(inline.content.slice(done.start, at.end), 1 + done.images);
        break;
      }
      default:
        throw new ConversionDeclined(token.type);
    }
  }

  private placed<T extends PhrasingContent>(node: T, map: InlineMap, at: InlineSpan | undefined): T {
    if (at) node.position = this.spanOf(map, at);
    return node;
  }

  private spanOf(map: InlineMap, at: InlineSpan): Position {
    return this.lines.span(fileOffset(map, at.start), fileOffset(map, at.end));
  }

  /**
   * Gives text (and anything else without one) a position: from where the
   * previous sibling ends to where the next sibling starts, or the parent's
   * content ends. A line's container markers and indent are no text's in
   * mdast: text that starts on a new line (after a break) starts past them,
   * and text whose next sibling is the first thing on a line ends at that
   * line's start. Then does the same inside.
   */
  private place(children: PhrasingContent[], start: number, end: number, map: InlineMap): void {
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
        child.position = this.lines.span(this.pastIndent(previousEnd, map), this.beforeIndent(nextStart, map));
      }
      if ('children' in child && child.children.length > 0) {
        const at = child.position;
        const inset = child.type === 'link' ? 1 : child.type === 'emphasis' ? 1 : child.type === 'strong' || child.type === 'delete' ? 2 : 0;
        const contentEnd = child.type === 'link' && this.source.charCodeAt(at.start.offset!) === 91 /* [ */ ? this.labelEnd(child.children as PhrasingContent[], at.start.offset! + 1) : at.end.offset! - inset;
        this.place(child.children as PhrasingContent[], at.start.offset! + inset, contentEnd, map);
      }
      previousEnd = child.position.end.offset!;
    });
  }

  /** `offset`, or past the markers and indent of its line when it is the start of a later line of the text `map` places. */
  private pastIndent(offset: number, map: InlineMap): number {
    if (!map.byLine || this.source.charCodeAt(offset - 1) !== 10 /* \n */) return offset;
    const k = map.fileStarts.findIndex((lineStart) => lineStart >= offset);
    if (k <= 0) return offset;
    let at = map.fileStarts[k]!;
    while (isBlank(this.source.charCodeAt(at))) at++;
    return at;
  }

  /** `offset`, or the start of its line when only the line's markers and indent come before it there (on a later line of the text `map` places). */
  private beforeIndent(offset: number, map: InlineMap): number {
    if (!map.byLine) return offset;
    const { fileStarts } = map;
    for (let k = fileStarts.length - 1; k > 0; k--) {
      const lineStart = fileStarts[k]!;
      if (lineStart > offset) continue;
      for (let at = lineStart; at < offset; at++) if (!isBlank(this.source.charCodeAt(at))) return offset;
      return this.lines.starts[this.lines.point(offset).line - 1]!;
    }
    return offset;
  }

  /**
   * Where the label of an inline link (`[label](…)`) ends: at the first
   * unescaped `]` after its last placed child (images, code and HTML may
   * hold brackets; the text between them holds none unescaped, see
   * `checkBrackets`).
   */
  private labelEnd(children: PhrasingContent[], from: number): number {
    let offset = from;
    for (const child of children) if (child.position) offset = child.position.end.offset!;
    for (; offset < this.source.length; offset++) {
      const code = this.source.charCodeAt(offset);
      if (code === 92 /* \ */) offset++;
      else if (code === 93 /* ] */) return offset;
    }
    throw new ConversionDeclined('link label');
  }
}

/** The empty mdast parent an opening token starts. */
function openNode(token: Token): PhrasingContent & Parents {
  switch (token.type) {
    case 'em_open':
      return { type: 'emphasis', children: [] };
    case 'strong_open':
      return { type: 'strong', children: [] };
    case 's_open':
      return { type: 'delete', children: [] };
    default:
      return { type: 'link', url: token.attrGet('href') ?? '', title: token.attrGet('title'), children: [] };
  }
}

/**
 * Whether emphasis in `text` may pair differently in the two parsers.
 * CommonMark's "rule of 3" forbids pairing a run that can both open and
 * close (letters or punctuation on both sides: `a*b`) when the two runs'
 * lengths add up to a multiple of 3; markdown-it sums the runs as written,
 * micromark what is left of them after earlier pairs. They can only differ
 * when a text holds such a run and a run of two markers or more, and a
 * pair can leave part of a run: not when every run of that marker is two
 * long (`**a**` … `**b**`), as a pair of two such runs takes both whole.
 */
function mayCountRunsDifferently(text: string): boolean {
  let both = '';
  let long = '';
  // Markers with a run of another length than two.
  let uneven = '';
  EMPHASIS_MARKER.lastIndex = 0;
  for (let found = EMPHASIS_MARKER.exec(text); found !== null; found = EMPHASIS_MARKER.exec(text)) {
    const i = found.index;
    const c = text[i]!;
    let end = i + 1;
    while (text[end] === c) end++;
    if (end - i > 1) long += c;
    if (end - i !== 2) uneven += c;
    const before = text[i - 1];
    const after = text[end];
    if (before !== undefined && after !== undefined && !BLANK.test(before) && !BLANK.test(after) && PUNCTUATION.test(before) === PUNCTUATION.test(after)) both += c;
    EMPHASIS_MARKER.lastIndex = end;
  }
  if (both === '') return false;
  return [...'*_'].some((c) => both.includes(c) && long.includes(c) && uneven.includes(c));
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
  if (open !== expected) throw new ConversionDeclined('brackets');
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
