import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseWhitespace } from './collapse-whitespace.js';

/** What `collapseWhitespace` must stay equal to. */
const reference = (text: string): string => text.replace(/\s+/g, ' ').trim();

describe('collapseWhitespace', () => {
  it('makes each run of whitespace one space and trims the ends', () => {
    expect(collapseWhitespace('  a  b\tc\n\nd \u00a0e\u2003 f ')).toBe('a b c d e f');
  });

  it('turns a lone whitespace character other than a space into a space', () => {
    expect(collapseWhitespace('a\tb\nc\u00a0d\u3000e')).toBe('a b c d e');
  });

  it('leaves text with only single spaces as it is', () => {
    expect(collapseWhitespace('one two three')).toBe('one two three');
  });

  it('equals replace(/\\s+/g, " ").trim() on any text', () => {
    const characters = fc.constantFrom(' ', ' ', ' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\u2028', '\ufeff', 'a', 'b', '.', '\u200b');
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 40 }).map((chars) => chars.join('')), (text) => {
        expect(collapseWhitespace(text)).toBe(reference(text));
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(collapseWhitespace(text)).toBe(reference(text));
      }),
    );
  });
});
