import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failRouteChunk, holdRouteChunk } from '../support/hold-route-chunk.js';
import { waitForHydration, type OpenedPage } from '../support/open-page.js';
import { readLoadingRecord, recordLoadingChrome, type LoadingRecord } from '../support/record-loading-chrome.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

const target = '/api/createSlice';
const targetTitle = 'createSlice';

/** A hydrated Getting Started page with the recorder on and the route manifest already fetched. */
async function startPage(): Promise<OpenedPage> {
  const opened = await site.blank();
  await recordLoadingChrome(opened.page);
  const manifest = opened.page.waitForResponse((response) => /\/route-manifest\.json$/.test(response.url()));
  await opened.page.goto(site.url + 'introduction/getting-started');
  await waitForHydration(opened.page);
  await manifest; // so the click below waits for the chunk only
  return opened;
}

async function clickTargetAndWaitForPage(page: Page): Promise<void> {
  await page.locator(`.quire-doc-sidebar a[href="${target}"]`).click();
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, targetTitle);
}

/** Times of the record's events, from the click. */
function timeline(record: LoadingRecord) {
  const click = record.events.find((e) => e.what === 'click')!.at;
  const first = (what: string) => record.events.find((e) => e.what === what && e.at >= click)?.at;
  const shown = record.events.find((e) => e.what === 'title' && e.text === targetTitle)!.at;
  return { click, shown, first };
}

describe('the loading chrome on a slow route change', () => {
  it('shows neither spinner nor progress bar for a load shorter than the 200 ms delay', async () => {
    // The chunk is held 50 ms, well under the delay: interception (a round
    // trip through the test process), the navigation render and the new
    // page's render add 50–250 ms on a busy shared machine, so a longer hold
    // reaches the page as a wait past 200 ms, for which a spinner is right. Each attempt checks
    // what holds for any wait (no spinner before 200 ms, none after the page
    // shows, never a bar); the test needs one attempt whose whole wait, click
    // to page, stayed under the delay, and there nothing may have appeared.
    const waits: number[] = [];
    // Ten tries with a 20 ms hold: on CI's busy machine six tries held 50 ms all took 207-274 ms.
    for (let attempt = 0; attempt < 10; attempt++) {
      const { page, problems, close } = await startPage();
      // A short page: what the test measures is the wait, not the time to render a long doc.
      await holdRouteChunk(page, '/tutorials/overview', 20);
      await page.locator('.quire-doc-sidebar a[href="/tutorials/overview"]').click();
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tutorials Overview');
      // Past both delays, so a timer that outlived the load would have fired by now.
      await page.waitForTimeout(1100);
      const record = await readLoadingRecord(page);
      const click = record.events.find((e) => e.what === 'click')!.at;
      const shown = record.events.find((e) => e.what === 'title' && e.text === 'Tutorials Overview')!.at;
      const chrome = record.events.filter((e) => e.what !== 'title' && e.what !== 'click');
      for (const event of chrome) expect(event.what.startsWith('spinner')).toBe(true);
      const spinner = chrome.find((e) => e.what === 'spinner shown');
      if (spinner) {
        expect(spinner.at - click).toBeGreaterThanOrEqual(200);
        expect(chrome.find((e) => e.what === 'spinner gone')!.at).toBe(shown);
      }
      expect(await page.locator('#nprogress').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
      waits.push(Math.round(shown - click));
      if (shown - click < 195) {
        expect(chrome).toEqual([]);
        return;
      }
    }
    expect.fail(`No attempt loaded within the 200 ms spinner delay (click to page: ${waits.join(', ')} ms); the machine is too busy to test this.`);
  });

  it('shows the spinner, but no progress bar, when the chunk takes 600 ms', async () => {
    const { page, problems, close } = await startPage();
    await holdRouteChunk(page, target, 600);
    await page.locator(`.quire-doc-sidebar a[href="${target}"]`).click();
    const spinner = page.getByRole('status', { name: /Loading/ });
    await spinner.waitFor({ state: 'visible', timeout: 2000 });
    // The previous page stays on screen meanwhile.
    expect(await page.locator('h1').first().textContent()).toBe('Getting Started with Redux Toolkit');
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, targetTitle);
    await spinner.waitFor({ state: 'detached', timeout: 1000 });
    await page.waitForTimeout(600); // past the bar's delay: it must not come late either
    const record = await readLoadingRecord(page);
    const { click, shown, first } = timeline(record);
    const spinnerShown = first('spinner shown')!;
    expect(spinnerShown - click).toBeGreaterThanOrEqual(200);
    expect(spinnerShown).toBeLessThan(shown);
    expect(first('spinner gone')).toBe(shown); // removed in the same update that shows the page
    expect(first('bar shown')).toBeUndefined();
    expect(problems).toEqual([]);
    await close();
  });

  it('adds the progress bar after 1000 ms, which grows, and removes both when the page shows (1500 ms)', async () => {
    const { page, problems, close } = await startPage();
    await holdRouteChunk(page, target, 1500);
    await page.locator(`.quire-doc-sidebar a[href="${target}"]`).click();
    await page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'visible', timeout: 2000 });
    await page.locator('#nprogress .bar').waitFor({ state: 'attached', timeout: 3000 });
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, targetTitle);
    await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 3000 });
    await page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'detached', timeout: 1000 });
    const record = await readLoadingRecord(page);
    const { click, shown, first } = timeline(record);
    const barShown = first('bar shown')!;
    expect(first('spinner shown')! - click).toBeGreaterThanOrEqual(200);
    expect(barShown - click).toBeGreaterThanOrEqual(1000);
    expect(barShown).toBeLessThan(shown);
    // NProgress sets its minimum (8 %: -92 %) and the bar visibly grows towards it before the page arrives.
    expect(record.bar.filter((p) => p.at < shown).map((p) => p.percent)).toEqual([-92]);
    const widths = record.barWidth.filter((w) => w.at < shown).map((w) => w.px);
    expect(widths.length).toBeGreaterThan(2);
    expect(Math.max(...widths)).toBeGreaterThan(widths[0]!);
    const viewport = page.viewportSize()!.width;
    expect(Math.max(...widths)).toBeGreaterThan(0.05 * viewport);
    // done(): to 100 % after the page shows, then gone.
    expect(record.bar.at(-1)!.percent + 0).toBe(0);
    expect(first('bar gone')!).toBeGreaterThan(shown);
    expect(problems).toEqual([]);
    await close();
  });

  it('trickles the progress bar while the page is still loading (2600 ms)', async () => {
    const { page, problems, close } = await startPage();
    await holdRouteChunk(page, target, 2600);
    await clickTargetAndWaitForPage(page);
    const record = await readLoadingRecord(page);
    const { shown } = timeline(record);
    const beforePage = record.bar.filter((p) => p.at < shown).map((p) => p.percent);
    // Past the 8 % minimum before done(): only trickling moves it there (by up to 2 % per 800 ms).
    expect(Math.max(...beforePage)).toBeGreaterThan(-92);
    expect(Math.max(...beforePage)).toBeLessThanOrEqual(-92 + 2 * 2);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a route chunk that fails to load', () => {
  it('shows a red alert with the error message and a Retry button that loads the page once the chunk can load', async () => {
    const { page, problems, warnings, close } = await startPage();
    await failRouteChunk(page, target);
    await page.locator(`.quire-doc-sidebar a[href="${target}"]`).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ state: 'visible', timeout: 5000 });
    await page.waitForURL(site.url + target.slice(1));
    // Chromium's message for a dynamic import that could not be fetched, as the reader sees it.
    await expect(alert.textContent()).resolves.toContain('Failed to fetch dynamically imported module');
    const retry = alert.getByRole('button', { name: 'Retry' });
    await expect(retry.isVisible()).resolves.toBe(true);
    // The old page is not passed off as the new one: its title and body are gone from main.
    await expect(page.locator('main h1').count()).resolves.toBe(0);
    await expect(page.locator('main').textContent()).resolves.not.toContain('Redux Toolkit is our official');
    // Red in the light theme.
    const color = await alert.evaluate((el) => getComputedStyle(el).borderLeftColor);
    expect(color).toBe('rgb(179, 38, 30)');
    // Focus moved to the box, so the next Tab reaches Retry.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Retry');
    // No spinner or bar left behind by the failed load.
    await expect(page.getByRole('status', { name: /Loading/ }).count()).resolves.toBe(0);

    await page.unrouteAll(); // the chunk loads again
    await page.keyboard.press('Enter');
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, targetTitle);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    // Chromium reports the aborted requests itself; nothing else may be an error.
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    expect(warnings.every((w) => w.startsWith('Quire:'))).toBe(true);
    await close();
  });

  it('is red in dark mode too', async () => {
    const { page, problems, close } = await site.blank();
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await failRouteChunk(page, target);
    await page.goto(site.url + 'introduction/getting-started');
    await waitForHydration(page);
    await page.locator(`.quire-doc-sidebar a[href="${target}"]`).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ state: 'visible', timeout: 5000 });
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    const { border, text } = await alert.evaluate((el) => ({
      border: getComputedStyle(el).borderLeftColor,
      text: getComputedStyle(el.querySelector('p')!).color,
    }));
    expect(border).toBe('rgb(255, 138, 128)');
    expect(text).toBe('rgb(255, 138, 128)');
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    await close();
  });
});
