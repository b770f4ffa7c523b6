import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

/**
 * Runs before any of the page's own scripts: notes `data-theme` at the
 * moment `<body>` is parsed (nothing can have been painted before: the
 * stylesheet in `<head>` blocks rendering) and every later change of it.
 */
const recordThemeBeforePaint = () => {
  const record = { atBody: null as string | null, changes: [] as string[] };
  (window as unknown as { __theme: typeof record }).__theme = record;
  const observer = new MutationObserver(() => {
    if (document.body && record.atBody === null) {
      record.atBody = document.documentElement.getAttribute('data-theme');
      new MutationObserver(() => record.changes.push(String(document.documentElement.getAttribute('data-theme')))).observe(
        document.documentElement,
        { attributes: true, attributeFilter: ['data-theme'] },
      );
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

const toggle = 'header button[aria-label^="Switch to"]';

describe('color mode', () => {
  it('starts light, switches to dark, and a reload is dark before first paint with no hydration warning', async () => {
    const { page, problems, close } = await site.blank();
    await page.addInitScript(recordThemeBeforePaint);
    await page.goto(site.url + 'api/createSlice');
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __theme: { atBody: string } }).__theme.atBody)).toBe('light');
    await expect(page.locator(toggle).getAttribute('aria-label')).resolves.toBe('Switch to dark mode');

    await page.locator(toggle).click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await expect(page.locator(toggle).getAttribute('aria-label')).resolves.toBe('Switch to light mode');

    await page.reload();
    await waitForHydration(page);
    const record = await page.evaluate(() => (window as unknown as { __theme: { atBody: string; changes: string[] } }).__theme);
    expect(record).toEqual({ atBody: 'dark', changes: [] });
    // The dark palette really applies: the page background is the dark one, not white.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await expect(page.locator(toggle).getAttribute('aria-label')).resolves.toBe('Switch to light mode');

    // Back to light is remembered too.
    await page.locator(toggle).click();
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __theme: { atBody: string } }).__theme.atBody)).toBe('light');
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the mode across client-side navigation', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + 'tutorials/overview');
    await waitForHydration(page);
    await page.locator(toggle).click();
    await page.locator('header a[href="/api/configureStore"]').click();
    await page.waitForFunction(() => document.title.startsWith('configureStore'));
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    await expect(page.locator(toggle).getAttribute('aria-label')).resolves.toBe('Switch to light mode');
    expect(problems).toEqual([]);
    await close();
  });
});
