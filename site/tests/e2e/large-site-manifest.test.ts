/**
 * A site of more than 2000 routes, whose route manifest is split into
 * shards: a reader's page fetches the small index, then only the shards of
 * the paths it goes to or prefetches, never the whole route table; client-side
 * navigation, the fallback page and prefetching work as on a small site.
 */
import { describe, expect, it } from 'vitest';
import { docRoute, generateLargeSite } from '../support/large-site.js';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ generate: () => generateLargeSite(105, 20) });

describe('a site of 2100 docs', () => {
  it('navigates with the shards of its paths only', async () => {
    const { page, problems, close } = await site.blank({ viewport: { width: 1280, height: 800 } });
    const fetched: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/route-manifest.json' || path.startsWith('/assets/manifest/')) fetched.push(path);
    });
    await page.goto(site.url + docRoute(3, 4).slice(1));
    await waitForHydration(page);
    // The next page of the section, from the sidebar, client-side.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.locator(`.quire-doc-sidebar a[href="${docRoute(3, 5)}"]`).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page 3.5');
    // A page of another section, by its link in the body.
    await page.locator('.quire-markdown a', { hasText: 'a page of the next section' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page 4.5');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    // An unknown path shows the fallback page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere/at/all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    const index = JSON.parse(await (await fetch(site.url + 'route-manifest.json')).text()) as { shards: { count: number } };
    expect(index.shards.count).toBeGreaterThan(8);
    const shards = fetched.filter((path) => path.startsWith('/assets/manifest/'));
    // The index, and a few shards of the many: the pages gone to, the links prefetched.
    expect(fetched.filter((path) => path === '/route-manifest.json')).toHaveLength(1);
    expect(shards.length).toBeGreaterThan(0);
    expect(new Set(shards).size).toBe(shards.length);
    expect(shards.length).toBeLessThan(index.shards.count);
    expect(problems).toEqual([]);
    await close();
  });

  it('serves a reload and a direct visit of any page as before', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + docRoute(104, 19).slice(1));
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('Page 104.19');
    await page.reload();
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await close();
  });
});
