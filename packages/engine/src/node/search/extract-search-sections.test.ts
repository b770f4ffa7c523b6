import { describe, expect, it } from 'vitest';
import { h } from '../test-support/hast-builder.js';
import { extractSearchSections, identifiers } from './extract-search-sections.js';

const root = (...children: ReturnType<typeof h>[]) => ({ type: 'root' as const, children });

describe('extractSearchSections', () => {
  it('splits a page at its headings with ids, the text above the first under the page title', () => {
    const tree = root(
      h('h1', { id: 'create-slice' }, 'createSlice'),
      h('p', {}, 'A function that ', h('code', {}, 'accepts'), ' an initial state.'),
      h('h2', { id: 'parameters' }, 'Parameters', h('a', { className: ['quire-heading-anchor'], href: '#parameters' }, '#')),
      h('ul', {}, h('li', {}, 'name'), h('li', {}, 'initialState')),
      h('h3', { id: 'reducers' }, 'reducers'),
      h('p', {}, 'Case reducers.'),
    );
    expect(extractSearchSections(tree, 'createSlice')).toEqual([
      { anchor: '', heading: 'createSlice', depth: 1, text: 'A function that accepts an initial state.', code: [] },
      { anchor: 'parameters', heading: 'Parameters', depth: 2, text: 'name initialState', code: [] },
      { anchor: 'reducers', heading: 'reducers', depth: 3, text: 'Case reducers.', code: [] },
    ]);
  });

  it('keeps only the identifiers of code blocks, from the TypeScript half of a tabs pair', () => {
    const ts = h('quire-code-block', { language: 'ts' }, 'const slice = createSlice({ name: "todos" })');
    const js = h('quire-code-block', { language: 'js' }, 'const onlyInJs = createSlice()');
    const tree = root(h('h2', { id: 'usage' }, 'Usage'), h('p', {}, 'Call it.'), h('quire-code-tabs', {}, ts, js));
    expect(extractSearchSections(tree, 'T')).toEqual([{ anchor: 'usage', heading: 'Usage', depth: 2, text: 'Call it.', code: ['slice', 'createSlice', 'name', 'todos'] }]);
  });

  it('leaves out buttons, tab names and footnote references, and keeps headings with nothing under them', () => {
    const tree = root(
      h('p', {}, 'Text', h('sup', {}, h('a', { dataFootnoteRef: '' }, '1')), h('button', {}, 'Copy')),
      h('div', { role: 'tablist' }, h('button', {}, 'TypeScript')),
      h('h2', { id: 'empty' }, 'Empty'),
    );
    expect(extractSearchSections(tree, 'T')).toEqual([
      { anchor: '', heading: 'T', depth: 1, text: 'Text', code: [] },
      { anchor: 'empty', heading: 'Empty', depth: 2, text: '', code: [] },
    ]);
  });
});

describe('identifiers', () => {
  it('finds names of three characters or more, once each, without keywords', () => {
    expect(identifiers('import { configureStore } from "@reduxjs/toolkit"; const store = configureStore({ reducer: {} }); if (a) x')).toEqual([
      'configureStore',
      'reduxjs',
      'toolkit',
      'store',
      'reducer',
    ]);
  });
});
