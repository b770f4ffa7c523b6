import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failRouteChunk, holdRouteChunk, type HeldRouteChunk } from '../support/hold-route-chunk.js';
import { waitForHydration, type OpenedPage } from '../support/open-page.js';
import { readLoadingRecord, recordLoadingChrome, type LoadingRecord } from '../support/record-loading-chrome.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

const target = '/api/createSlice';
const targetTitle = 'createSlice';

/**
 * A hydrated Getting Started page with the recorder on and the route
 * manifest already fetched. With `clock`, the page runs on Playwright's
 * fake clock (timers, `performance.now()`, animation frames), which flows
 * as usual while the page loads and is then stopped: from there, page time
 * moves only by `page.clock.runFor`, so the loading chrome's delays are
 * exact, however busy the machine.
 */
async function startPage({ clock = false } = {}): Promise<OpenedPage> {
  const opened = await site.blank();
  if (clock) await opened.page.clock.install();
  await recordLoadingChrome(opened.page);
  const manifest = opened.page.waitForResponse((response) => /\/route-manifest\.json$/.test(response.url()));
  await opened.page.goto(site.url + 'introduction/getting-started');
  await waitForHydration(opened.page);
  await manifest; // so the click below waits for the chunk only
  // A second ahead of the page's time: what the page had scheduled until then runs, then time stops.
  if (clock) await opened.page.clock.pauseAt((await opened.page.evaluate(() => Date.now())) + 1000);
  return opened;
}

/** Clicks the sidebar link to `path`, with its chunk held, and waits until the page has asked for the chunk. */
async function clickHeld(page: Page, path: string): Promise<HeldRouteChunk> {
  const chunk = await holdRouteChunk(page, path);
  await page.locator(`.quire-doc-sidebar a[href="${path}"]`).click();
  await chunk.requested;
  return chunk;
}

/** Waits until the page's `<h1>` reads `title`. */
async function pageShows(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
}

/** Times of the record's events, from the click. */
function timeline(record: LoadingRecord, title = targetTitle) {
  const click = record.events.find((e) => e.what === 'click')!.at;
  const first = (what: string) => record.events.find((e) => e.what === what && e.at >= click)?.at;
  const shown = record.events.find((e) => e.what === 'title' && e.text === title)!.at;
  return { click, shown, first };
}

const spinnerOf = (page: Page) => page.getByRole('status', { name: /Loading/ });

describe('the loading chrome on a slow route change', () => {
  it('shows neither spinner nor progress bar for a load shorter than the 200 ms delay', async () => {
    const { page, problems, close } = await startPage({ clock: true });
    // A short page: what the test looks at is the wait, not the time to render a long doc.
    const chunk = await clickHeld(page, '/tutorials/overview');
    await page.clock.runFor(199);
    await chunk.release();
    await pageShows(page, 'Tutorials Overview');
    // Past both delays, so a timer that outlived the load would have fired by now.
    await page.clock.runFor(2000);
    const record = await readLoadingRecord(page);
    const { click, shown } = timeline(record, 'Tutorials Overview');
    expect(shown - click).toBe(199);
    expect(record.events.filter((e) => e.what !== 'title' && e.what !== 'click')).toEqual([]);
    expect(await page.locator('#nprogress').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the spinner at 200 ms, but no progress bar, when the chunk takes 600 ms', async () => {
    const { page, problems, close } = await startPage({ clock: true });
    const chunk = await clickHeld(page, target);
    const spinner = spinnerOf(page);
    await page.clock.runFor(199);
    expect(await spinner.count()).toBe(0);
    await page.clock.runFor(1);
    await spinner.waitFor({ state: 'visible' });
    // The previous page stays on screen meanwhile.
    expect(await page.locator('h1').first().textContent()).toBe('Getting Started with Redux Toolkit');
    await page.clock.runFor(400);
    await chunk.release();
    await pageShows(page, targetTitle);
    await spinner.waitFor({ state: 'detached' });
    await page.clock.runFor(1000); // past the bar's delay: it must not come late either
    const record = await readLoadingRecord(page);
    const { click, shown, first } = timeline(record);
    expect(first('spinner shown')! - click).toBe(200);
    expect(shown - click).toBe(600);
    expect(first('spinner gone')).toBe(shown); // removed in the same update that shows the page
    expect(first('bar shown')).toBeUndefined();
    expect(await page.locator('#nprogress').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('adds the progress bar at 1000 ms, at its 8 % minimum, and removes both when the page shows (1500 ms)', async () => {
    const { page, problems, close } = await startPage({ clock: true });
    const chunk = await clickHeld(page, target);
    await page.clock.runFor(999);
    await spinnerOf(page).waitFor({ state: 'visible' });
    expect(await page.locator('#nprogress').count()).toBe(0);
    await page.clock.runFor(1);
    const bar = page.locator('#nprogress .bar');
    await bar.waitFor({ state: 'attached' });
    // NProgress slides the bar in from off-screen with a CSS transition, which runs on the
    // browser's own clock: wait for it to end, then the bar covers 8 % of the window.
    const right = await bar.evaluate(async (el) => {
      await Promise.all(el.getAnimations().map((animation) => animation.finished));
      return el.getBoundingClientRect().right;
    });
    expect(right).toBeCloseTo(0.08 * page.viewportSize()!.width, 0);
    await page.clock.runFor(500); // 1500 ms in all: short of the first trickle, at 1800 ms
    await chunk.release();
    await pageShows(page, targetTitle);
    await spinnerOf(page).waitFor({ state: 'detached' });
    // done(): to 100 %, then it fades out on NProgress's timers.
    await page.clock.runFor(1000);
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    const record = await readLoadingRecord(page);
    const { click, shown, first } = timeline(record);
    expect(first('spinner shown')! - click).toBe(200);
    expect(first('bar shown')! - click).toBe(1000);
    expect(shown - click).toBe(1500);
    expect(record.bar.filter((p) => p.at < shown).map((p) => p.percent)).toEqual([-92]);
    expect(record.bar.at(-1)!.percent + 0).toBe(0);
    expect(first('bar gone')!).toBeGreaterThan(shown);
    expect(problems).toEqual([]);
    await close();
  });

  it('trickles the progress bar while the page is still loading, by up to 2 % every 800 ms', async () => {
    const { page, problems, close } = await startPage({ clock: true });
    const chunk = await clickHeld(page, target);
    await page.clock.runFor(1000);
    await page.locator('#nprogress .bar').waitFor({ state: 'attached' });
    // Two trickles (at 1800 and 2600 ms), the third not yet due.
    await page.clock.runFor(1700);
    await chunk.release();
    await pageShows(page, targetTitle);
    const record = await readLoadingRecord(page);
    const { shown } = timeline(record);
    const beforePage = record.bar.filter((p) => p.at < shown);
    expect(beforePage.map((p) => p.at - beforePage[0]!.at)).toEqual([0, 800, 1600]);
    const percents = beforePage.map((p) => p.percent);
    expect(percents[0]).toBe(-92);
    for (let i = 1; i < percents.length; i++) {
      expect(percents[i]).toBeGreaterThan(percents[i - 1]!);
      expect(percents[i]! - percents[i - 1]!).toBeLessThanOrEqual(2);
    }
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
