import { describe, expect, it } from 'vitest';
import { mdx1Compat } from './remark-mdx1-compat.js';

describe('mdx1Compat', () => {
  it('escapes a heading id so MDX reads it as text', () => {
    expect(mdx1Compat('## Hello {#hi}\n\nText {x}')).toBe('## Hello \\{#hi}\n\nText {x}');
  });

  it('makes HTML comments MDX comments of the same length, over several lines', () => {
    const source = 'a <!-- note --> b\n<!--\nmulti */\n-->\nend';
    const out = mdx1Compat(source);
    expect(out).toBe('a {/** note */} b\n{/**\nmulti * /\n*/}\nend');
    expect(out.split('\n')[0]!.length).toBe(source.split('\n')[0]!.length);
  });

  it('leaves fenced and inline code alone', () => {
    const source = '```html\n<!-- kept -->\n## x {#y}\n```\n\nSay `<!-- this -->` here';
    expect(mdx1Compat(source)).toBe(source);
  });
});
