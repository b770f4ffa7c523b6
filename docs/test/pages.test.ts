import { describe, expect, it } from 'vitest';
import { readDocPages } from '../tools/read-doc-pages.mjs';
import { MINIMUM_TOTAL_WORDS, minimumWords, pageWordCount } from '../tools/count-words.mjs';
import { internalLinkTargets } from '../tools/internal-links.mjs';

const pages = await readDocPages();

/** The pages that document what Redux Toolkit 2 added, beside the 44 routes of SPEC.md. */
const TWO_X_PAGES = [
  '/api/createListenerMiddleware',
  '/api/combineSlices',
  '/api/createDynamicMiddleware',
  '/api/autoBatchEnhancer',
  '/api/getDefaultEnhancers',
  '/usage/migrating-rtk-2',
  '/usage/rtk-query/infinite-queries',
];

describe('the pages of the docs', () => {
  it('are the 44 of SPEC.md and the 7 pages of the 2.x surface', () => {
    expect(pages).toHaveLength(51);
    const routes = pages.map((page) => page.route);
    for (const route of TWO_X_PAGES) expect(routes).toContain(route);
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
