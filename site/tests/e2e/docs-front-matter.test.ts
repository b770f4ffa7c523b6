/**
 * Docusaurus docs front matter as a reader meets it (fixture `front-matter`
 * of the CLI's tests): the tag pages list their docs and link to them, and
 * client-side navigation goes between tags and docs; an unlisted doc is
 * reachable by its address, with the banner and `noindex`, but absent from
 * the sitemap, the search results and every doc's previous/next links.
 */
import { describe, expect, it } from 'vitest';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ fixture: 'front-matter' });

describe('tags, unlisted docs and pagination from front matter', () => {
  it('lists every tag with its count, and each tag page lists its docs, linked, navigating client-side', async () => {
    const { page, problems, close } = await site.open('tags');
    expect(await page.locator('h1').textContent()).toBe('Tags');
    const tags = await page.locator('.quire-tags-list-page a.quire-tag').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
    expect(tags).toEqual([
      ['/tags/advanced-topics', 'Advanced Topics1'],
      ['/tags/getting-started', 'Getting Started1'],
      ['/tags/redux', 'redux2'],
    ]);

    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'same document';
    });
    await page.locator('a.quire-tag', { hasText: 'redux' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '2 docs tagged with "redux"');
    const docs = await page.locator('.quire-tag-doc h2 a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
    expect(docs).toEqual([
      ['/basics', 'Basics of stores'],
      ['/intro', 'Intro'],
    ]);
    expect(await page.locator('.quire-tag-doc p').first().textContent()).toBe('Stores, one step at a time.');

    await page.locator('.quire-tag-doc a', { hasText: 'Intro' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Intro');
    const docTags = await page.locator('.quire-doc-tags a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(docTags).toEqual(['/tags/getting-started', '/tags/redux']);
    await page.locator('.quire-doc-tags a', { hasText: 'Getting Started' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'One doc tagged with "Getting Started"');
    await page.locator('a', { hasText: 'View All Tags' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tags');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(problems).toEqual([]);
    await close();
  });

  it('serves the unlisted doc with the banner and noindex, but keeps it out of the sitemap, search and pagination', async () => {
    const { page, problems, close } = await site.open('secret');
    expect(await page.locator('h1').textContent()).toBe('Secret page');
    expect(await page.locator('.quire-unlisted-banner').textContent()).toContain('This page is unlisted.');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('.quire-pagination a').count()).toBe(0);

    // Client-side navigation away and back keeps the banner only where it belongs.
    await page.locator('.quire-doc-tags a', { hasText: 'redux' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === '2 docs tagged with "redux"');
    expect(await page.locator('.quire-tag-doc a[href="/secret"]').count()).toBe(0);
    await page.locator('.quire-tag-doc a', { hasText: 'Basics of stores' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Basics of stores');
    expect(await page.locator('.quire-unlisted-banner').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();

    const sitemap = await (await fetch(site.url + 'sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://example.org/intro</loc>');
    expect(sitemap).not.toContain('secret');

    // No doc links to it as its previous or next page.
    for (const path of ['intro', 'basics', 'advanced', 'reference']) {
      const html = await (await fetch(site.url + path)).text();
      expect(html).toMatch(/class="quire-pagination"/);
      expect(html).not.toMatch(/rel="(?:prev|next)" href="\/secret"/);
    }

    // "page" is in the intro's text and the unlisted doc's: search finds the first only.
    const search = await site.open('search?q=page');
    const results = search.page.locator('.quire-search-page-result-title a');
    await results.first().waitFor();
    const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/intro');
    expect(hrefs).not.toContain('/secret');
    expect(search.problems).toEqual([]);
    await search.close();
  });
});
