import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();
let routes: string[];

beforeAll(async () => {
  // Every page the build wrote, as its sitemap lists them (every doc, home and search), plus an unknown path.
  const sitemap = await readFile(fileURLToPath(new URL('../../build/sitemap.xml', import.meta.url)), 'utf8');
  routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  routes.push('/no/such/page');
});

describe('every route hydrates cleanly', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`has no console error, failed request or hydration warning on any route in ${mode} mode`, async () => {
      expect(routes.length).toBeGreaterThan(5);
      const { page, problems, close } = await site.blank();
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const failed: string[] = [];
      // Leaving a page cancels what it still had in flight (the idle manifest fetch, say): that is no failure.
      page.on('requestfailed', (request) => {
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${request.failure()?.errorText}`);
      });
      for (const route of routes) {
        const before = problems.length;
        await page.goto(site.url + route.slice(1));
        await waitForHydration(page);
        await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(mode);
        // A 404 status line is Chromium's own note about the fallback page, not a script error.
        const fresh = problems.slice(before).filter((p) => !(route === '/no/such/page' && p.includes('404')));
        expect(fresh, `on ${route}`).toEqual([]);
      }
      expect(failed).toEqual([]);
      await close();
    }, 120_000);
  }

  it('would notice a hydration mismatch (the harness above can fail)', async () => {
    const { page, problems, close } = await site.blank();
    // Serve the page with server markup that the client render will not match.
    await page.route(site.url + 'api/createSlice', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<h1[^>]*>)createSlice(<\/h1>)/, '$1createSlise$2');
      await route.fulfill({ response, body: html });
    });
    await page.goto(site.url + 'api/createSlice');
    await waitForHydration(page);
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    await close();
  });
});
