import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GTAG_ORIGIN, waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

interface GtagCall {
  command: string;
  name: unknown;
  params: Record<string, string> | undefined;
}

/** Every gtag() call queued so far (the test stand-in for gtag.js leaves them all in dataLayer). */
function gtagCalls(page: Page): Promise<GtagCall[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => ({
      command: String(args[0]),
      name: args[1] instanceof Date ? 'date' : args[1],
      params: args[2] as Record<string, string> | undefined,
    })),
  );
}

const pageViews = async (page: Page) => (await gtagCalls(page)).filter((c) => c.command === 'event' && c.name === 'page_view');

describe('analytics (gtag) on the built site', () => {
  it('loads gtag.js asynchronously with the configured measurement id', async () => {
    const { page, problems, close } = await site.blank();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(GTAG_ORIGIN)) requested.push(request.url());
    });
    await page.goto(site.url + 'tutorials/overview');
    await waitForHydration(page);
    // No QUIRE_ANALYTICS_ID in the test build: the site's clearly fake placeholder is used.
    expect(requested).toEqual([`${GTAG_ORIGIN}/gtag/js?id=G-QUIRE-PLACEHOLDER`]);
    await expect(page.locator(`script[src^="${GTAG_ORIGIN}"]`).getAttribute('async')).resolves.toBe('');
    // The landing page is counted by the config call itself, not by a page_view event.
    const calls = await gtagCalls(page);
    expect(calls.filter((c) => c.command === 'config').map((c) => c.name)).toEqual(['G-QUIRE-PLACEHOLDER']);
    expect(await pageViews(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('sends one page view, with path and title, per route change and none for a hash link on the same page', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url);
    await waitForHydration(page);

    await page.locator('header a[href="/api/configureStore"]').click();
    await page.waitForFunction(() => document.title.startsWith('configureStore'));
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.title.startsWith('createSlice'));
    // An in-page hash link is not a route change.
    const tocLink = page.locator('a[href^="#"]').filter({ hasNotText: 'Skip' }).first();
    await tocLink.click();
    await page.waitForURL(/#/);
    await page.goBack();
    await page.goBack();
    await page.waitForFunction(() => document.title.startsWith('configureStore'));

    const views = await pageViews(page);
    expect(views.map((v) => [v.params?.page_path, v.params?.page_title])).toEqual([
      ['/api/configureStore', 'configureStore | Redux Toolkit'],
      ['/api/createSlice', 'createSlice | Redux Toolkit'],
      ['/api/configureStore', 'configureStore | Redux Toolkit'],
    ]);
    expect(views.every((v) => v.params?.send_to === 'G-QUIRE-PLACEHOLDER')).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
