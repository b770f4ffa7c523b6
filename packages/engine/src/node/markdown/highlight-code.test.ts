import type { Element, ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHighlights, highlightCode, splitLines } from './highlight-code.js';
import { registerDefaultLanguages } from './prism-languages.js';

registerDefaultLanguages();

/** `s('keyword', 'const')` is a token span. */
function s(className: string, ...children: (ElementContent | string)[]): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: className.split(' ') },
    children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
  };
}

const t = (value: string): ElementContent => ({ type: 'text', value });

describe('highlightCode', () => {
  it('returns Prism tokens without the redundant `token` class, punctuation and operators as plain text', () => {
    expect(highlightCode('const a = f(1);', 'ts')).toEqual([s('keyword', 'const'), t(' a = '), s('function', 'f'), t('('), s('number', '1'), t(');')]);
  });

  it('keeps a punctuation token that has another class', () => {
    const [tag] = highlightCode('<a href="x">', 'html') as Element[];
    expect(JSON.stringify(tag)).toContain(JSON.stringify(s('punctuation attr-equals', '=')));
    expect(JSON.stringify(tag)).not.toContain('"className":["punctuation"]');
  });
});

/** refractor's Prism, whose tokenizer runs once for each block highlighted (the types leave it out). */
const prism = refractor as unknown as { tokenize: (code: string, grammar: unknown) => unknown[] };

describe('highlightCode memo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('highlights a block seen before without Prism, into a copy of its own', () => {
    forgetHighlights();
    const tokenize = vi.spyOn(prism, 'tokenize');
    const first = highlightCode('const memo = 1;', 'ts');
    // A transform changing one page's tree must not change the next page's.
    (first[0] as Element).properties.className = ['changed'];
    const second = highlightCode('const memo = 1;', 'ts');
    expect(tokenize).toHaveBeenCalledTimes(1);
    expect(second[0]).toEqual(s('keyword', 'const'));
    highlightCode('const memo = 1;', 'js');
    expect(tokenize).toHaveBeenCalledTimes(2);
  });

  it('highlights again once grammars change', () => {
    highlightCode('let again = 2;', 'ts');
    forgetHighlights();
    const tokenize = vi.spyOn(prism, 'tokenize');
    highlightCode('let again = 2;', 'ts');
    expect(tokenize).toHaveBeenCalledTimes(1);
  });
});

describe('splitLines', () => {
  it('cuts a token spanning lines and re-opens it with the same classes on each line', () => {
    const nodes = highlightCode('/* one\n   two */\nx', 'js');
    expect(splitLines(nodes)).toEqual([[s('comment', '/* one')], [s('comment', '   two */')], [t('x')]]);
  });

  it('keeps nested tokens nested on every line, and empty lines empty', () => {
    const nodes = [s('template-string', s('string', 'a\n\nb'))];
    expect(splitLines(nodes)).toEqual([[s('template-string', s('string', 'a'))], [], [s('template-string', s('string', 'b'))]]);
  });

  it('keeps a line made of several tokens in order', () => {
    expect(splitLines([t('a '), s('keyword', 'if'), t('\n'), s('number', '1')])).toEqual([[t('a '), s('keyword', 'if')], [s('number', '1')]]);
  });
});
