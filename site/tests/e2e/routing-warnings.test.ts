import { describe, expect, it } from 'vitest';
import { failRouteChunk } from '../support/hold-route-chunk.js';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();
const MANIFEST = /\/route-manifest\.json$/;

/** Chromium's own console line for a request the test failed on purpose; not a script error. */
const notANetworkNote = (line: string) => !line.includes('net::ERR_FAILED');

describe('routing errors other than a failed page load', () => {
  it('logs a manifest that fails to load while idle as a warning, and the next navigation fetches it again', async () => {
    const { page, problems, warnings, close } = await site.blank();
    let blocked = true;
    await page.route(MANIFEST, (route) => (blocked ? route.abort('failed') : route.continue()));
    const attempt = page.waitForRequest(MANIFEST);
    await page.goto(site.url + 'introduction/getting-started');
    await waitForHydration(page);
    await attempt;
    await expect.poll(() => warnings.some((w) => w.startsWith('Quire: the route manifest did not load yet.'))).toBe(true);
    // The page itself is untouched: no error box, content still there.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.locator('main h1').first().textContent()).resolves.toContain('Getting Started');

    blocked = false;
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'createSlice');
    expect(problems.filter(notANetworkNote)).toEqual([]);
    await close();
  });

  it('logs a prefetch that fails as a warning and still opens the page on click', async () => {
    const { page, problems, warnings, close } = await site.blank();
    await failRouteChunk(page, '/api/createSlice');
    await page.goto(site.url + 'introduction/getting-started');
    await waitForHydration(page);
    // In view or hovered, the link is prefetched; its chunk cannot be fetched.
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').hover();
    await expect.poll(() => warnings.some((w) => w.startsWith('Quire: prefetching') && w.includes('/api/createSlice'))).toBe(true);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    await page.unrouteAll();
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'createSlice');
    expect(problems.filter(notANetworkNote)).toEqual([]);
    await close();
  });
});
