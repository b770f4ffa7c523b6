import { isBlank, type SourceLines } from './source-lines.js';

/**
 * Per line, how far container markers (`>`, list markers) have been read,
 * so nested ones are found in order and a block's content is found after
 * them. markdown-it's block tokens carry lines only; the converter walks
 * the file's lines with this to find columns.
 */
export class LineCursor {
  readonly lines: SourceLines;
  private readonly source: string;
  private readonly cursor = new Map<number, number>();

  constructor(lines: SourceLines) {
    this.lines = lines;
    this.source = lines.source;
  }

  /** Offset in 0-based `line` past the container markers read so far. */
  at(line: number): number {
    return this.cursor.get(line) ?? this.lines.starts[line]!;
  }

  /** Records that the markers of `line` have been read up to `offset`. */
  set(line: number, offset: number): void {
    this.cursor.set(line, offset);
  }

  /** Offset after a `>` at `at`, and the blank after it, which belongs to the marker. */
  afterQuoteMarker(at: number): number {
    return at + (isBlank(this.source.charCodeAt(at + 1)) ? 2 : 1);
  }

  /** Offset after at most `most` spaces from `from`. */
  skipSpaces(from: number, most: number): number {
    let offset = from;
    while (offset - from < most && this.source.charCodeAt(offset) === 32) offset++;
    return offset;
  }

  /** The first non-blank offset of `line` after its container markers. */
  contentStart(line: number): number {
    let offset = this.at(line);
    const end = this.lines.lineEnd(line);
    while (offset < end && isBlank(this.source.charCodeAt(offset))) offset++;
    return offset;
  }
}
