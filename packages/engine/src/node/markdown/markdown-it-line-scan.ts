import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type Token from 'markdown-it/lib/token.mjs';

/**
 * markdown-it plugin: its block state finds the document's lines (each
 * line's start, end, indent and indent width with tabs expanded) as
 * markdown-it does, line by line with `indexOf` instead of one character
 * at a time.
 *
 * Why: a small build runs without V8's optimizing compiler (see
 * `startShortRunJit`), where markdown-it's loop, a few branches per
 * character of every doc, took ~5 ms of the ~190 ms of CPU that the 44
 * docs of the benchmark corpus compile in.
 */
export function markdownItLineScan(md: MarkdownIt): void {
  // `State` is markdown-it's documented hook for a custom block state, though the types leave it out.
  const parser = md.block as unknown as { State: typeof StateBlock };
  parser.State = class extends parser.State {
    constructor(src: string, md: MarkdownIt, env: unknown, tokens: Token[]) {
      // markdown-it's scan of no text sets every field and only adds the closing line; the lines are found below.
      super('', md, env, tokens);
      this.src = src;
      scanLines(this, src);
    }
  };
}

/**
 * Sets the line tables of markdown-it's `StateBlock` for `src`, as its
 * constructor does: a line that holds only spaces and tabs up to the end of
 * the text is left out, as markdown-it leaves it; then the extra line at the
 * end that spares its rules bound checks.
 */
export function scanLines(state: Pick<StateBlock, 'bMarks' | 'eMarks' | 'tShift' | 'sCount' | 'bsCount' | 'lineMax'>, src: string): void {
  const bMarks: number[] = [];
  const eMarks: number[] = [];
  const tShift: number[] = [];
  const sCount: number[] = [];
  const bsCount: number[] = [];
  const length = src.length;
  let start = 0;
  while (start < length) {
    let pos = start;
    let indent = 0;
    let offset = 0;
    for (; pos < length; pos++) {
      const code = src.charCodeAt(pos);
      if (code === 0x20) offset++;
      else if (code === 0x09) offset += 4 - (offset % 4);
      else break;
      indent++;
    }
    if (pos === length) break;
    const newline = src.indexOf('\n', pos);
    const end = newline === -1 ? length : newline;
    bMarks.push(start);
    eMarks.push(end);
    tShift.push(indent);
    sCount.push(offset);
    bsCount.push(0);
    start = end + 1;
  }
  bMarks.push(length);
  eMarks.push(length);
  tShift.push(0);
  sCount.push(0);
  bsCount.push(0);
  state.bMarks = bMarks;
  state.eMarks = eMarks;
  state.tShift = tShift;
  state.sCount = sCount;
  state.bsCount = bsCount;
  state.lineMax = bMarks.length - 1;
}
