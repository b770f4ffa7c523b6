import { describe, expect, it } from 'vitest';
import { useSiteUnderTest } from '../support/site-under-test.js';

// The CLI's basic fixture, built and served under a sub-path as a deploy to GitHub Pages would be.
const site = useSiteUnderTest({ fixture: 'basic', baseUrl: '/quire-base/' });

describe('search on a site served under a base URL', () => {
  it('loads the index from under the base URL and links results under it, landing on the heading', async () => {
    const { page, problems, close } = await site.open('');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.matches('[role="dialog"] input'));
    await page.keyboard.type('installer');
    const option = page.getByRole('option').first();
    await option.waitFor();
    expect(requested).toContain('/quire-base/search-index/index.json');
    expect(requested.some((p) => p.startsWith('/quire-base/search-index/terms/'))).toBe(true);
    expect(requested.filter((p) => p.startsWith('/search-index/'))).toEqual([]);
    const hrefs = await page.getByRole('option').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/quire-base/guide/installation#install-steps');
    expect(hrefs.every((href) => href?.startsWith('/quire-base/'))).toBe(true);
    for (let i = 0; i < hrefs.indexOf('/quire-base/guide/installation#install-steps'); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}guide/installation#install-steps`);
    await page.locator('#install-steps').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('serves /search under the base URL with results from the same index', async () => {
    const { page, problems, close } = await site.open('search?q=installer');
    const link = page.locator('.quire-search-page-result-title a').first();
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/quire-base/guide/installation');
    expect(problems).toEqual([]);
    await close();
  });
});
