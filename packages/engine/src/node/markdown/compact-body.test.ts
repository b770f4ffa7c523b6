import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { compactBody } from './compact-body.js';

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
});
