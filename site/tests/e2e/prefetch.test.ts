import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emulateConnection } from '../support/emulate-connection.js';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

const isChunk = (route: string) => (url: string) => new URL(url).pathname.startsWith(`/assets/routes${route}-`);

/** Writes down every `<link rel="prefetch">` ever added to the document, from before any page script runs. */
async function recordPrefetchLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { __prefetchLinks: string[] }).__prefetchLinks = added;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of Array.from(mutation.addedNodes))
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') added.push(new URL(node.href).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Resolves once the page has drawn two frames and then been idle: by then
 * every prefetch the test's last actions could start has started (a hover or
 * a focus prefetches at once; a link scrolled into view is reported by the
 * IntersectionObserver with the next frame and prefetched at the next idle
 * moment, queued before this one).
 */
const pageSettled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))));

const prefetchLinks = (page: Page) => page.evaluate(() => (window as unknown as { __prefetchLinks: string[] }).__prefetchLinks);

/** Opens Getting Started with the recorders on and waits until the idle-time manifest fetch is done. */
async function openGettingStarted(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await recordPrefetchLinks(page);
  const manifest = page.waitForResponse((response) => /\/route-manifest\.json$/.test(response.url()));
  await page.goto(site.url + 'introduction/getting-started');
  await waitForHydration(page);
  await manifest;
  return requests;
}

/** Every route chunk requested, by path, except the page's own (preloaded by its HTML). */
const routeChunkRequests = (requests: Request[]) =>
  requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/assets/routes/') && !p.startsWith('/assets/routes/introduction/getting-started-'));

describe('link prefetching', () => {
  it('prefetches nothing on 2g with data saver on, and a click still navigates', async () => {
    const { page, problems, close } = await site.blank();
    await emulateConnection(page, { effectiveType: '2g', saveData: true });
    const requests = await openGettingStarted(page);
    // Everything that would prefetch otherwise: links in view, a hover, keyboard focus, scrolling.
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').hover();
    await page.locator('.quire-doc-sidebar a[href="/tutorials/quick-start"]').focus();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await pageSettled(page); // the prefetches above would have started by now
    expect(await prefetchLinks(page)).toEqual([]);
    expect(routeChunkRequests(requests)).toEqual([]);

    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'createSlice');
    expect(requests.filter((r) => isChunk('/api/createSlice')(r.url())).map((r) => r.resourceType())).toEqual(['script']);
    expect(await prefetchLinks(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('prefetches a hovered or focused link’s chunks once per route (2g without data saver)', async () => {
    const { page, problems, close } = await site.blank();
    await emulateConnection(page, { effectiveType: '2g', saveData: false });
    // No viewport prefetching here, so what is prefetched was hovered or focused.
    await page.addInitScript(() => Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: undefined }));
    const requests = await openGettingStarted(page);
    expect(await prefetchLinks(page)).toEqual([]);

    const prefetched = page.waitForRequest((r) => isChunk('/api/createSlice')(r.url()));
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').hover();
    expect((await prefetched).resourceType()).not.toBe('script'); // a prefetch, not an import
    await page.locator('h1').first().hover();
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').hover();
    // Another link to the same route, in the text. Scroll it into view while the
    // pointer rests on the sticky sidebar, so no other link slides under it.
    const inText = page.locator('main a[href="/api/createSlice"]').first();
    await inText.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    await inText.hover();
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').hover();

    // Focusing a link scrolls the sidebar under the pointer; park the pointer on
    // the sticky table-of-contents title first, so no other link slides under it.
    await page.locator('.quire-toc-title').hover();
    const focused = page.waitForRequest((r) => isChunk('/tutorials/quick-start')(r.url()));
    await page.locator('.quire-doc-sidebar a[href="/tutorials/quick-start"]').focus();
    await focused;
    await pageSettled(page); // a duplicate would have been asked for by now

    const links = await prefetchLinks(page);
    expect(links.filter(isChunkPath('/api/createSlice'))).toHaveLength(1);
    expect(links.filter(isChunkPath('/tutorials/quick-start'))).toHaveLength(1);
    expect(requests.filter((r) => isChunk('/api/createSlice')(r.url()))).toHaveLength(1);
    // Never twice for one file, never a file the page already preloads.
    expect(new Set(links).size).toBe(links.length);
    const preloaded = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((l) => new URL(l.href).pathname));
    expect(links.filter((l) => preloaded.includes(l))).toEqual([]);
    // Only route chunks of the routes asked for.
    expect(links.filter((l) => l.startsWith('/assets/routes/')).sort()).toEqual(
      [...links.filter(isChunkPath('/api/createSlice')), ...links.filter(isChunkPath('/tutorials/quick-start'))].sort(),
    );

    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'createSlice');
    expect(problems).toEqual([]);
    await close();
  });

  it('prefetches links as they scroll into view (4g)', async () => {
    const { page, problems, close } = await site.blank({ viewport: { width: 1280, height: 300 } });
    await emulateConnection(page, { effectiveType: '4g', saveData: false });
    const requests = await openGettingStarted(page);
    // Links in view from the start: the navbar's API item.
    await page.waitForFunction(() => document.querySelector('link[rel="prefetch"][href*="/assets/routes/api/configureStore-"]'));
    expect(routeChunkRequests(requests).filter(isChunkPath('/api/createSlice'))).toEqual([]);
    expect((await prefetchLinks(page)).filter(isChunkPath('/api/createSlice'))).toEqual([]);

    const prefetched = page.waitForRequest((r) => isChunk('/api/createSlice')(r.url()));
    await page.locator('main a[href="/api/createSlice"]').first().scrollIntoViewIfNeeded();
    expect((await prefetched).resourceType()).not.toBe('script');
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"][href*="/assets/routes/api/createSlice-"]').length === 1);
    // The second link to the same route, further down, adds nothing.
    await page.locator('main a[href="/api/createSlice"]').last().scrollIntoViewIfNeeded();
    await pageSettled(page);
    expect((await prefetchLinks(page)).filter(isChunkPath('/api/createSlice'))).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });
});

function isChunkPath(route: string) {
  return (path: string) => path.startsWith(`/assets/routes${route}-`);
}
