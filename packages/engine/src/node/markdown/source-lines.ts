import type { Point, Position } from 'unist';

/**
 * A document's line starts, to turn offsets into unist points (1-based
 * line and column, 0-based offset) and to read single lines.
 */
export class SourceLines {
  readonly source: string;
  /** Offset of the first character of each line (0-based lines). */
  readonly starts: number[];

  constructor(source: string) {
    this.source = source;
    const starts = [0];
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
    this.starts = starts;
  }

  /** Offset just past the last character of 0-based `line`, before its line ending. */
  lineEnd(line: number): number {
    const next = this.starts[line + 1];
    return next === undefined ? this.source.length : next - 1;
  }

  /** The text of 0-based `line`, without its line ending. */
  line(line: number): string {
    return this.source.slice(this.starts[line] ?? this.source.length, this.lineEnd(line));
  }

  /** The point at `offset`. */
  point(offset: number): Point {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1, offset };
  }

  /** The position from `start` to `end` (offsets). */
  span(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(end) };
  }

  /** Offset past the last non-blank (space or tab) character of 0-based `line`. */
  trimmedEnd(line: number): number {
    const start = this.starts[line]!;
    let end = this.lineEnd(line);
    while (end > start && isBlank(this.source.charCodeAt(end - 1))) end--;
    return end;
  }
}

/** Whether a UTF-16 code is a space or a tab, the blanks of markdown syntax. */
export function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}
