import type { SearchFragment } from '@quire/engine/search';
import { describe, expect, it } from 'vitest';
import { headingPath, searchHits } from './search-hits.js';
import { SearchQuery } from './search-query.js';
import { sectionExcerpt } from './section-excerpt.js';

const page: SearchFragment = {
  url: '/api/createSlice',
  title: 'createSlice',
  sections: [
    { anchor: '', heading: 'createSlice', depth: 1, text: 'A function that accepts an initial state and an object of reducer functions.' },
    { anchor: 'parameters', heading: 'Parameters', depth: 2, text: 'It takes a single options object.' },
    { anchor: 'reducers', heading: 'reducers', depth: 3, text: 'An object containing Redux case reducer functions.' },
    { anchor: 'name', heading: 'name', depth: 4, text: 'A string name for this slice of state.' },
    { anchor: 'return-value', heading: 'Return Value', depth: 2, text: 'The generated slice object holds the reducer and its action creators.' },
    { anchor: 'examples', heading: 'Examples', depth: 2, text: 'Nothing to see here.' },
  ],
};

describe('searchHits', () => {
  it('lists the matching sections, more query words first, then a heading match, then document order, at most three', () => {
    const hits = searchHits(page, new SearchQuery('reducer '));
    expect(hits.map((h) => h.url)).toEqual(['/api/createSlice#reducers', '/api/createSlice', '/api/createSlice#return-value']);
    const both = searchHits(page, new SearchQuery('slice reducer '));
    // The top's heading is `createSlice` (its part `slice` matches): both words and a heading match.
    expect(both.map((h) => h.url)).toEqual(['/api/createSlice', '/api/createSlice#return-value', '/api/createSlice#reducers']);
  });

  it('names the page title for the page top, the heading and its path for a section', () => {
    const [top] = searchHits(page, new SearchQuery('initial '));
    expect(top).toMatchObject({ url: '/api/createSlice', heading: 'createSlice', path: [] });
    const [name] = searchHits(page, new SearchQuery('string '));
    expect(name).toMatchObject({ url: '/api/createSlice#name', heading: 'name', path: ['Parameters', 'reducers'] });
  });

  it('matches the last word being typed as a prefix', () => {
    expect(searchHits(page, new SearchQuery('creat')).map((h) => h.url)).toEqual(['/api/createSlice', '/api/createSlice#return-value']);
    // Finished, `creat` is a whole word: the term of `create` (a part of the top's heading), not of `creators` (`creator`).
    expect(searchHits(page, new SearchQuery('creat ')).map((h) => h.url)).toEqual(['/api/createSlice']);
  });

  it('falls back to the page top when no section holds a query word', () => {
    const hits = searchHits(page, new SearchQuery('zebra '));
    expect(hits).toEqual([{ url: '/api/createSlice', heading: 'createSlice', path: [], excerpt: [{ text: page.sections[0]!.text, mark: false }] }]);
  });
});

describe('headingPath', () => {
  it('names the headings of lower depth above a section, outermost first', () => {
    expect(headingPath(page.sections, 3)).toEqual(['Parameters', 'reducers']);
    expect(headingPath(page.sections, 2)).toEqual(['Parameters']);
  });

  it('is empty for a top-level section and the page top', () => {
    expect(headingPath(page.sections, 4)).toEqual([]);
    expect(headingPath(page.sections, 0)).toEqual([]);
  });
});

describe('sectionExcerpt', () => {
  const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${from + i}`).join(' ');

  it('marks each matching word, without its punctuation', () => {
    expect(sectionExcerpt('Use createSlice() to write reducers.', new SearchQuery('reducer '))).toEqual([
      { text: 'Use createSlice() to write ', mark: false },
      { text: 'reducers', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('marks a word a camelCase part of which matches, and a word the typed prefix starts', () => {
    expect(sectionExcerpt('Call createSlice or createAction.', new SearchQuery('slice'))).toEqual([
      { text: 'Call ', mark: false },
      { text: 'createSlice', mark: true },
      { text: ' or createAction.', mark: false },
    ]);
    expect(sectionExcerpt('Call createSlice or createAction.', new SearchQuery('createa'))).toEqual([
      { text: 'Call createSlice or ', mark: false },
      { text: 'createAction', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('shows about 24 words around the first match, with … where it cut', () => {
    const text = `${words(40)} papaya ${words(40, 40)}`;
    const parts = sectionExcerpt(text, new SearchQuery('papaya '));
    const shown = parts.map((p) => p.text).join('');
    expect(shown.startsWith('… w34 ')).toBe(true);
    expect(shown.endsWith(' w56 …')).toBe(true);
    expect(shown.replace(/…/g, '').trim().split(/\s+/)).toHaveLength(24);
    expect(parts.filter((p) => p.mark)).toEqual([{ text: 'papaya', mark: true }]);
  });

  it('starts at the beginning without a match, or when the match is near it, and never pads a short text', () => {
    expect(sectionExcerpt(words(30), new SearchQuery('zebra ')).map((p) => p.text).join('')).toBe(`${words(24)} …`);
    expect(sectionExcerpt(`w0 papaya ${words(3, 1)}`, new SearchQuery('papaya ')).map((p) => p.text).join('')).toBe('w0 papaya w1 w2 w3');
    expect(sectionExcerpt('', new SearchQuery('papaya '))).toEqual([]);
  });

  it('keeps the last words when the match is near the end', () => {
    const shown = sectionExcerpt(`${words(40)} papaya`, new SearchQuery('papaya ')).map((p) => p.text).join('');
    expect(shown).toBe(`… ${words(23, 17)} papaya`);
  });

  it('finds accented words from plain letters and marks them as written', () => {
    expect(sectionExcerpt('Un café crème.', new SearchQuery('cafe '))).toEqual([
      { text: 'Un ', mark: false },
      { text: 'café', mark: true },
      { text: ' crème.', mark: false },
    ]);
  });
});
