import { describe, expect, it } from 'vitest';
import { readDocPages } from '../tools/read-doc-pages.mjs';
import { MINIMUM_TOTAL_WORDS, minimumWords, pageWordCount } from '../tools/count-words.mjs';
import { internalLinkTargets } from '../tools/internal-links.mjs';

const pages = await readDocPages();

describe('the pages of the docs', () => {
  it('are the 44 of the sidebar', () => {
    expect(pages).toHaveLength(44);
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s has a title, a sidebar label and a description', (_route, page) => {
    for (const key of ['title', 'sidebar_label', 'description']) {
      const value = page.frontMatter[key];
      expect(typeof value === 'string' && value.trim().length > 0, `front matter key ${key}`).toBe(true);
    }
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s has its minimum number of prose words', (_route, page) => {
    expect(pageWordCount(page)).toBeGreaterThanOrEqual(minimumWords(page));
  });

  it.each(pages.map((page) => [page.route, page] as const))('%s links to at least 3 other pages of the site', (_route, page) => {
    expect([...internalLinkTargets(page)].length).toBeGreaterThanOrEqual(3);
  });

  it(`add up to at least ${MINIMUM_TOTAL_WORDS} prose words`, () => {
    const total = pages.reduce((sum, page) => sum + pageWordCount(page), 0);
    expect(total).toBeGreaterThanOrEqual(MINIMUM_TOTAL_WORDS);
  });
});
