import type { AlignType, RootContent, Table, TableCell, TableRow } from 'mdast';
import type Token from 'markdown-it/lib/token.mjs';
import { ConversionDeclined } from './conversion-declined.js';
import type { InlineMap } from './inline-map.js';
import type { InlineTokensToMdast } from './inline-tokens-to-mdast.js';
import type { LineCursor } from './line-cursor.js';

/**
 * Converts the GFM table that opens at `tokens[index]` into an mdast
 * `table` pushed onto `into`; returns the index after its close token.
 * Cells markdown-it pads to the header's width are dropped, as micromark
 * never makes them; a row with more cells than the header, or a table
 * right after a paragraph line (which micromark does not let a table
 * interrupt), is declined.
 */
export function tableTokensToMdast(tokens: Token[], index: number, into: RootContent[], cursor: LineCursor, inline: InlineTokensToMdast): number {
  const lines = cursor.lines;
  const source = lines.source;
  const open = tokens[index]!;
  if (open.map![0] > 0 && !/^[ \t>]*$/.test(lines.line(open.map![0] - 1))) throw new ConversionDeclined('table after text');
  const rows: TableRow[] = [];
  const align: AlignType[] = [];
  let header = true;
  index++;
  for (; tokens[index]!.type !== 'table_close'; index++) {
    const token = tokens[index]!;
    if (token.type !== 'tr_open') continue;
    const line = token.map![0];
    const lineText = lines.line(line);
    // micromark reads `\\|` as an escaped backslash then a cell's end, markdown-it as a backslash then an escaped pipe.
    if (lineText.includes('\\\\|')) throw new ConversionDeclined('escaped backslash before pipe');
    const rowStart = cursor.contentStart(line);
    const rowEnd = lines.trimmedEnd(line);
    const bounds = cellBounds(source, rowStart, rowEnd);
    const written = bounds.length;
    const cells: TableCell[] = [];
    let at = cursor.at(line);
    index++;
    for (; tokens[index]!.type !== 'tr_close'; index++) {
      const cell = tokens[index]!;
      if (cell.type !== 'th_open' && cell.type !== 'td_open') continue;
      if (header) align.push(alignOf(cell.attrGet('style')));
      const text = tokens[index + 1]!;
      // markdown-it drops the backslash of every `\|` in a cell (an unescaped `|` ends it), as mdast's values do.
      const raw = text.content.replaceAll('|', '\\|');
      const start = source.indexOf(raw, at);
      if (start === -1 || start >= lines.lineEnd(line)) throw new ConversionDeclined('cell');
      at = start + raw.length;
      const textMap = escapedPipeMap(text.content, start);
      const tableCell: TableCell = { type: 'tableCell', children: inline.convert(text, textMap) };
      if (cells.length < written) {
        // A cell runs from the pipe before it (or the row's start) to the next pipe, or to the row's end past a closing pipe.
        const [cellStart, cellEnd] = bounds[cells.length]!;
        tableCell.position = lines.span(cellStart, cellEnd);
        cells.push(tableCell);
      }
      index += 2;
    }
    if (written > cells.length) throw new ConversionDeclined('extra cells');
    const row: TableRow = { type: 'tableRow', children: cells };
    row.position = lines.span(rowStart, rowEnd);
    rows.push(row);
    header = false;
  }
  const table: Table = { type: 'table', align, children: rows };
  // The delimiter row is the table's too, also when no row follows it.
  table.position = lines.span(rows[0]!.position!.start.offset!, lines.trimmedEnd(open.map![1] - 1));
  into.push(table);
  return index + 1;
}

/**
 * The inline map of a cell's text read from `start` in the file, where each
 * `|` of the text is `\\|`: a new entry just past each escape, so that a
 * node starting at the pipe starts at its backslash.
 */
function escapedPipeMap(text: string, start: number): InlineMap {
  const textStarts = [0];
  const fileStarts = [start];
  for (let pipe = text.indexOf('|'); pipe !== -1; pipe = text.indexOf('|', pipe + 1)) {
    textStarts.push(pipe + 1);
    fileStarts.push(start + pipe + textStarts.length);
  }
  return { textStarts, fileStarts };
}

function alignOf(style: string | null): AlignType {
  if (style === null) return null;
  return (style.slice('text-align:'.length) as AlignType) ?? null;
}

/**
 * Where each cell of the row from `start` to `end` in `source` runs: split
 * at every unescaped `|` but a leading and a closing one, which belong to
 * the first and the last cell.
 */
function cellBounds(source: string, start: number, end: number): Array<[number, number]> {
  const bounds: Array<[number, number]> = [];
  let cellStart = start;
  for (let i = start; i < end; i++) {
    const code = source.charCodeAt(i);
    if (code === 92 /* \ */) i++;
    else if (code === 124 /* | */ && i !== start && i !== end - 1) {
      bounds.push([cellStart, i]);
      cellStart = i;
    }
  }
  bounds.push([cellStart, end]);
  return bounds;
}
