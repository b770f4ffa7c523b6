import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import { describe, expect, it } from 'vitest';
import { markdownDocument } from '../test-support/markdown-arbitraries.js';
import { createMarkdownIt } from './markdown-it-parser.js';

/**
 * Every field of a block state but the parser, environment and token list it was given: the line
 * tables, and whatever else a later markdown-it may work out from the text.
 */
function lines(state: StateBlock) {
  const { md: _md, env: _env, tokens: _tokens, ...fields } = state;
  return fields;
}

/** What markdown-it's own block state finds in `src`. */
function markdownItsLines(src: string) {
  return lines(new StateBlock(src, new MarkdownIt(), {}, []));
}

const { md } = createMarkdownIt();

/** What the block state of `createMarkdownIt`'s parser finds in `src`. */
function ourLines(src: string) {
  const { State } = md.block as unknown as { State: typeof StateBlock };
  return lines(new State(src, md, {}, []));
}

/** Text made of what the line scan tells apart: spaces, tabs, newlines, other characters. */
const lineText = fc.array(fc.constantFrom(' ', '\t', '\n', 'a', '>', '-', '\u00a0', '\r'), { maxLength: 40 }).map((chars) => chars.join(''));

describe('markdownItLineScan', () => {
  it('is the block state of the parser', () => {
    expect((md.block as unknown as { State: typeof StateBlock }).State).not.toBe(StateBlock);
  });

  it('finds the lines markdown-it finds, at the edges', () => {
    for (const src of ['', '\n', 'a', 'a\n', '  ', '  \n', 'a\n  ', 'a\n  \n', '\t a\n \tb', ' \t\t x\n\n\n', 'x\ny', '   \t']) {
      expect(ourLines(src)).toEqual(markdownItsLines(src));
    }
  });

  it('finds the lines markdown-it finds in any text of spaces, tabs and lines', () => {
    fc.assert(
      fc.property(lineText, (src) => {
        expect(ourLines(src)).toEqual(markdownItsLines(src));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the lines markdown-it finds in generated markdown', () => {
    fc.assert(
      fc.property(markdownDocument, (src) => {
        expect(ourLines(src)).toEqual(markdownItsLines(src));
      }),
      { numRuns: 500 },
    );
  });
});
