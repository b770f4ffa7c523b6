import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeHeadingIds } from './rehype-heading-ids.js';
import { h } from '../test-support/hast-builder.js';


function run(...children: Element[]): Root {
  const tree: Root = { type: 'root', children };
  rehypeHeadingIds()(tree);
  return tree;
}

describe('rehypeHeadingIds', () => {
  it('slugs headings like GitHub, numbering repeats', () => {
    expect(
      run(
        h('h1', {}, 'createSlice'),
        h('h2', {}, 'Parameters'),
        h('h3', {}, h('code', {}, 'initialState'), ' & reducers'),
        h('h2', {}, 'Parameters'),
        h('h2', {}, 'Parameters'),
        h('p', {}, 'Parameters'),
      ),
    ).toEqual({
      type: 'root',
      children: [
        h('h1', { id: 'createslice' }, 'createSlice'),
        h('h2', { id: 'parameters' }, 'Parameters'),
        h('h3', { id: 'initialstate--reducers' }, h('code', {}, 'initialState'), ' & reducers'),
        h('h2', { id: 'parameters-1' }, 'Parameters'),
        h('h2', { id: 'parameters-2' }, 'Parameters'),
        h('p', {}, 'Parameters'),
      ],
    });
  });

  it('keeps an id that is already set', () => {
    expect(run(h('h2', { id: 'custom' }, 'Usage'), h('h2', {}, 'Usage'))).toEqual({
      type: 'root',
      children: [h('h2', { id: 'custom' }, 'Usage'), h('h2', { id: 'usage' }, 'Usage')],
    });
  });

  it('slugs no heading to an id another heading already has', () => {
    expect(run(h('h2', {}, 'Usage'), h('h2', { id: 'usage' }, 'Custom'), h('h3', {}, 'Usage'))).toEqual({
      type: 'root',
      children: [h('h2', { id: 'usage-1' }, 'Usage'), h('h2', { id: 'usage' }, 'Custom'), h('h3', { id: 'usage-2' }, 'Usage')],
    });
  });

  it('finds headings nested in other elements', () => {
    const tree = run(h('blockquote', {}, h('h4', {}, 'Note')));
    expect(tree.children[0]).toEqual(h('blockquote', {}, h('h4', { id: 'note' }, 'Note')));
  });

  it('gives a heading without text no id', () => {
    expect(run(h('h2', {}))).toEqual({ type: 'root', children: [h('h2', {})] });
  });

  it('starts afresh for every document', () => {
    expect(run(h('h2', {}, 'Usage')).children[0]).toEqual(h('h2', { id: 'usage' }, 'Usage'));
    expect(run(h('h2', {}, 'Usage')).children[0]).toEqual(h('h2', { id: 'usage' }, 'Usage'));
  });
});
