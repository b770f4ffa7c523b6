import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { compactBody } from './compact-body.js';
import { codeBlockElement } from './code-block-element.js';
import { registerDefaultLanguages } from './prism-languages.js';
import { h } from '../test-support/hast-builder.js';

registerDefaultLanguages();

const tree: Root = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'h2', properties: { id: 'usage' }, children: [{ type: 'text', value: 'Usage' }] },
    { type: 'text', value: '\n' },
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        { type: 'text', value: 'See ' },
        { type: 'element', tagName: 'a', properties: { href: '/api/x' }, children: [{ type: 'text', value: 'x' }] },
      ],
    },
    { type: 'element', tagName: 'pre', properties: { className: ['language-ts', 'x'] }, children: [] },
  ],
};

describe('compactBody', () => {
  it('writes text as strings and elements as arrays', () => {
    expect(compactBody(tree)).toEqual([['h2', { id: 'usage' }, 'Usage'], '\n', ['p', 0, 'See ', ['a', { href: '/api/x' }, 'x']], ['pre', { className: 'language-ts x' }]]);
  });

  it('gives props as React takes them', () => {
    const html: Root = {
      type: 'root',
      children: [
        { type: 'element', tagName: 'label', properties: { htmlFor: ['a'], dataLine: 3, ariaHidden: 'true' }, children: [] },
        { type: 'element', tagName: 'td', properties: { align: 'right', style: 'color: red; font-weight: bold' }, children: [] },
        { type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: true, disabled: true }, children: [] },
        { type: 'element', tagName: 'span', properties: { style: 'not css {{' }, children: [] },
      ],
    };
    expect(compactBody(html)).toEqual([
      ['label', { htmlFor: 'a', 'data-line': 3, 'aria-hidden': 'true' }],
      ['td', { style: { color: 'red', fontWeight: 'bold', textAlign: 'right' } }],
      ['input', { type: 'checkbox', checked: true, disabled: true }],
      ['span', { style: {} }],
    ]);
  });

  it('drops comments and whitespace inside tables, and survives JSON', () => {
    const table: Root = {
      type: 'root',
      children: [
        { type: 'comment', value: 'x' },
        {
          type: 'element',
          tagName: 'table',
          properties: {},
          children: [{ type: 'text', value: '\n' }, { type: 'element', tagName: 'tbody', properties: {}, children: [] }, { type: 'text', value: '\n' }],
        },
      ],
    };
    const compact = compactBody(table);
    expect(compact).toEqual([['table', 0, ['tbody', 0]]]);
    expect(JSON.parse(JSON.stringify(compact))).toEqual(compact);
  });

  it('joins text nodes that end up side by side', () => {
    const split: Root = {
      type: 'root',
      children: [
        { type: 'text', value: 'a' },
        { type: 'comment', value: 'dropped' },
        { type: 'text', value: 'b' },
        { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'c' }, { type: 'text', value: 'd' }] },
        { type: 'text', value: 'e' },
      ],
    };
    expect(compactBody(split)).toEqual(['ab', ['p', 0, 'cd'], 'e']);
  });

  describe('code blocks', () => {
    const block = () => codeBlockElement({ language: 'ts', highlight: true, code: 'const a = 1', highlighted: new Set(), title: 'a.ts', showLineNumbers: false });

    it('ships a block as its markup, without children, and leaves the tree as it was', () => {
      const tree: Root = { type: 'root', children: [h('quire-code-tabs', {}, block())] };
      const before = structuredClone(tree);
      expect(compactBody(tree)).toEqual([
        ['quire-code-tabs', 0, ['quire-code-block', { language: 'ts', title: 'a.ts', html: '<span class="keyword">const</span> a = <span class="number">1</span>' }]],
      ]);
      expect(tree).toEqual(before);
    });

    it('ships what a later transform left in a block: its text changed, or its tokens', () => {
      const changed = block();
      changed.children = [{ type: 'text', value: 'let b = <2>' }];
      const retokened = block();
      retokened.children = [h('span', { className: ['mark'] }, 'x')];
      expect(compactBody({ type: 'root', children: [changed, retokened] })).toEqual([
        ['quire-code-block', { language: 'ts', title: 'a.ts', html: 'let b = &lt;2&gt;' }],
        ['quire-code-block', { language: 'ts', title: 'a.ts', html: '<span class="mark">x</span>' }],
      ]);
    });

    it('ships a block holding other elements as elements', () => {
      const linked = block();
      linked.children = [h('a', { href: '/x' }, 'x')];
      expect(compactBody({ type: 'root', children: [linked] })).toEqual([['quire-code-block', { language: 'ts', title: 'a.ts' }, ['a', { href: '/x' }, 'x']]]);
    });
  });
});
