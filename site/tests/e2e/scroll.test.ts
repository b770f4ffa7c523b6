import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

/**
 * Expects the page to have scrolled so that a heading sits at the top of the
 * reading area: below the sticky navbar (not hidden under it), and within
 * the `scroll-margin-top` gap of it (not merely somewhere on screen).
 */
async function expectHeadingAtTop(page: Page, id: string): Promise<void> {
  await page.waitForFunction(() => window.scrollY > 0);
  const offset = await page.evaluate((target) => {
    const navbar = document.querySelector('header')!.getBoundingClientRect();
    return document.getElementById(target)!.getBoundingClientRect().top - navbar.bottom;
  }, id);
  expect(offset).toBeGreaterThanOrEqual(0);
  expect(offset).toBeLessThan(40);
}

const viewport = { width: 1280, height: 720 };

describe('scrolling after navigation', () => {
  it('scrolls to the hash target of another page, just below the sticky navbar', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url + 'usage/usage-guide');
    await waitForHydration(page);
    const anchor = 'a-store-factory-for-tests-and-server-rendering';
    await page.locator(`main a[href="/api/configureStore#${anchor}"]`).first().click();
    await page.waitForURL(site.url + `api/configureStore#${anchor}`);
    await page.waitForFunction(() => document.title.startsWith('configureStore'));
    await expectHeadingAtTop(page, anchor);
    expect(problems).toEqual([]);
    await close();
  });

  it('decodes a percent-encoded hash before looking for its target', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url + 'tutorials/overview');
    await waitForHydration(page);
    // `%6D` is "m": only a decoded lookup finds the heading `middleware`.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/api/configureStore#%6Diddleware');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.title.startsWith('configureStore'));
    await expectHeadingAtTop(page, 'middleware');
    expect(problems).toEqual([]);
    await close();
  });

  it('scrolls to the top after a navigation without a hash', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url + 'api/configureStore');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.title.startsWith('createSlice'));
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    expect(problems).toEqual([]);
    await close();
  });

  it('updates the address and scrolls for an in-page hash link, keeping the heading clear of the navbar', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url + 'api/configureStore');
    await waitForHydration(page);
    await page.locator('a.quire-toc-link[href="#enhancers"]').click();
    await page.waitForURL(site.url + 'api/configureStore#enhancers');
    await expectHeadingAtTop(page, 'enhancers');
    // Back returns to the page top, where the reader was.
    await page.goBack();
    await page.waitForURL(site.url + 'api/configureStore');
    expect(problems).toEqual([]);
    await close();
  });

  it('lands on the hash target on a direct load too', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url + 'api/configureStore#enhancers');
    await waitForHydration(page);
    await expectHeadingAtTop(page, 'enhancers');
    expect(problems).toEqual([]);
    await close();
  });
});
