import { describe, expect, it } from 'vitest';
import type { Doc } from '../content/doc.js';
import { guessSearchPages } from './guess-search-pages.js';

const doc = (relativePath: string, route: string) => ({ filePath: `/site/docs/${relativePath}`, relativePath, route }) as Doc;

describe('guessSearchPages', () => {
  it('expects one page per route in doc order, the first doc of a route keeping it', () => {
    const docs = [doc('a.md', '/docs/a'), doc('b.md', '/docs/b'), doc('b-again.md', '/docs/b'), doc('c.md', '/docs/c')];
    expect(guessSearchPages(docs)).toEqual([
      { url: '/docs/a', html: '', source: '/site/docs/a.md' },
      { url: '/docs/b', html: '', source: '/site/docs/b.md' },
      { url: '/docs/c', html: '', source: '/site/docs/c.md' },
    ]);
  });
});
