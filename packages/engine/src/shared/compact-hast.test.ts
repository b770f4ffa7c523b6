import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { compactHast, expandHast } from './compact-hast.js';

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
    { type: 'element', tagName: 'pre', properties: { className: ['language-ts'] }, children: [] },
  ],
};

describe('compact HAST', () => {
  it('writes text as strings and elements as arrays', () => {
    expect(compactHast(tree)).toEqual([['h2', { id: 'usage' }, 'Usage'], '\n', ['p', 0, 'See ', ['a', { href: '/api/x' }, 'x']], ['pre', { className: ['language-ts'] }]]);
  });

  it('expands back to the same tree', () => {
    expect(expandHast(compactHast(tree))).toEqual(tree);
  });

  it('survives JSON and drops comments', () => {
    const withComment: Root = { type: 'root', children: [{ type: 'comment', value: 'x' }, ...tree.children] };
    expect(expandHast(JSON.parse(JSON.stringify(compactHast(withComment))))).toEqual(tree);
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
    expect(compactHast(split)).toEqual(['ab', ['p', 0, 'cd'], 'e']);
  });

  it('is much smaller than HAST as JSON', () => {
    expect(JSON.stringify(compactHast(tree)).length).toBeLessThan(JSON.stringify(tree).length / 2.5);
  });
});
