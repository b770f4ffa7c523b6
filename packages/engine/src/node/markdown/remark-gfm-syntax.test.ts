import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { mayHoldLiteralAutolink, remarkGfmSyntax } from './remark-gfm-syntax.js';

const withRemarkGfm = unified().use(remarkParse).use(remarkGfm).freeze();
const withOurs = unified().use(remarkParse).use(remarkGfmSyntax).freeze();
const tree = (processor: typeof withOurs, document: string) => processor.runSync(processor.parse(document));

const DOCUMENTS = {
  'GFM without any address': [
    '# Title',
    '',
    '| a | b |',
    '| :- | -: |',
    '| `x@y` | ~~old~~ |',
    '',
    '- [x] done',
    '- [ ] to do[^1]',
    '',
    '[^1]: A footnote.',
    '',
    "```ts\nimport { x } from '@reduxjs/toolkit'\n```",
    '',
    'npm install @reduxjs/toolkit',
  ].join('\n'),
  'literal autolinks of every kind': 'Visit www.example.com, https://example.com/a?b=c or HTTP://EXAMPLE.ORG, and mail a.b+c@example.co.uk.',
  'an address made of a character reference': 'Mail foo&#64;example.com or foo&commat;example.com.',
  'an address with an escaped at sign': 'Mail foo\\@example.com.',
  'a link, not a literal': 'See [the docs](https://example.com) and <https://example.org>.',
};

describe('remarkGfmSyntax', () => {
  for (const [name, document] of Object.entries(DOCUMENTS)) {
    it(`builds the tree remark-gfm builds: ${name}`, () => {
      expect(tree(withOurs, document)).toEqual(tree(withRemarkGfm, document));
    });
  }

  it('finds the literal autolinks it is given', () => {
    const text = JSON.stringify(tree(withOurs, DOCUMENTS['literal autolinks of every kind']));
    for (const url of ['http://www.example.com', 'https://example.com/a?b=c', 'HTTP://EXAMPLE.ORG', 'mailto:a.b+c@example.co.uk']) expect(text).toContain(`"url":"${url}"`);
  });
});

describe('mayHoldLiteralAutolink', () => {
  it('is true wherever a literal autolink could be', () => {
    for (const text of ['a@b.co', 'x www.y.z', 'WWW.Y.Z', 'https://x', 'Http://x', 'a&#64;b.co', 'a&commat;b.co', 'a\\@b.co', 'http\\://x']) {
      expect(mayHoldLiteralAutolink(text), text).toBe(true);
    }
  });

  it('is false for text that cannot hold one, package scopes included', () => {
    for (const text of ["import x from '@reduxjs/toolkit'", 'npm i @scope/pkg', 'the world wide web', 'ftp://x', 'a && b']) {
      expect(mayHoldLiteralAutolink(text), text).toBe(false);
    }
  });
});
