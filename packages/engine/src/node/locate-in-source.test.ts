import { describe, expect, it } from 'vitest';
import { didYouMean } from './did-you-mean.js';
import { findKeyInSource, findStringInSource, locateInSource } from './locate-in-source.js';

const source = `import { defineConfig } from '@quire/engine';

const footerColumns = [
  { title: 'Docs', items: [] },
  { title: "Odd, {tricky} [text]", items: [{ label: \`a \${'}'} b\`, href: 'https://x.example' }] },
];

export default defineConfig({
  // title: 'commented out',
  /* navbar: { items: [] }, */
  title: 'Site',
  'url': 'https://example.com',
  navbar: {
    items: [{ label: 'A', to: '/a' }, { label: 'B', to: '/b' }],
  },
  footer: { columns: footerColumns },
});
`;

describe('locateInSource', () => {
  it('follows keys through defineConfig(), skipping comments', () => {
    expect(locateInSource(source, ['title'])).toEqual({ line: 11, column: 3 });
    expect(locateInSource(source, ['title'], 'value')).toEqual({ line: 11, column: 10 });
    expect(locateInSource(source, ['url'])).toEqual({ line: 12, column: 3 });
  });

  it('follows array indexes', () => {
    expect(locateInSource(source, ['navbar', 'items', 1, 'to'])).toEqual({ line: 14, column: 53 });
    expect(locateInSource(source, ['navbar', 'items', 1])).toEqual({ line: 14, column: 39 });
  });

  it('follows a value declared elsewhere, past strings and templates holding brackets', () => {
    expect(locateInSource(source, ['footer', 'columns', 1, 'items', 0, 'href'])).toEqual({ line: 5, column: 67 });
  });

  it('gives up on paths it cannot follow', () => {
    expect(locateInSource(source, ['navbar', 'items', 5])).toBeUndefined();
    expect(locateInSource('module.exports = {}', ['title'])).toBeUndefined();
  });
});

describe('text search fallbacks', () => {
  it('finds a key followed by a colon, quoted or not', () => {
    expect(findKeyInSource(source, 'url')).toEqual({ line: 12, column: 3 });
    expect(findKeyInSource(source, 'nope')).toBeUndefined();
  });

  it('finds the n-th string literal', () => {
    expect(findStringInSource(source, 'Docs')).toEqual({ line: 4, column: 12 });
    expect(findStringInSource(source, 'Docs', 2)).toBeUndefined();
  });
});

describe('didYouMean', () => {
  it('suggests close matches only', () => {
    expect(didYouMean('lable', ['label', 'to', 'href'])).toBe('label');
    expect(didYouMean('ColourMode', ['colorMode', 'title'])).toBe('colorMode');
    expect(didYouMean('zzzz', ['label', 'to'])).toBeUndefined();
    expect(didYouMean('x', [])).toBeUndefined();
  });
});
