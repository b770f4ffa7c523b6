/** Maps offsets in an inline token's text to offsets in the file, line by line. */
export interface InlineMap {
  /** Offset in the inline text where each of its lines starts. */
  textStarts: number[];
  /** Offset in the file of the same character. */
  fileStarts: number[];
  /** Whether the entries after the first are the starts of the text's later lines (a paragraph's), not the escapes of a table cell. */
  byLine?: boolean;
}

/** The file offset of `textOffset` in the inline text `map` describes. */
export function fileOffset(map: InlineMap, textOffset: number): number {
  const { textStarts, fileStarts } = map;
  let k = textStarts.length - 1;
  while (k > 0 && textStarts[k]! > textOffset) k--;
  return fileStarts[k]! + textOffset - textStarts[k]!;
}
