import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();
const phone = { viewport: { width: 375, height: 740 } };

/** Whether keyboard focus is inside the drawer's dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('the mobile navigation drawer at 375 px', () => {
  it('replaces the navbar items with a menu button', async () => {
    const { page, problems, close } = await site.open('api/createSlice', phone);
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getAttribute('aria-controls')).toBeTruthy();
    expect(await page.locator('.quire-navbar a[href="/tutorials/overview"]').isVisible()).toBe(false);
    expect(await page.locator('.quire-version-button').isVisible()).toBe(false);
    expect(await page.locator('.quire-doc-sidebar').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens from the keyboard as a labelled modal dialog holding the items and the docs sidebar', async () => {
    const { page, problems, close } = await site.open('api/createSlice', phone);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // menu button
    expect(await focusedLabel(page)).toBe('Open navigation menu');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const labelId = await dialog.getAttribute('aria-labelledby');
    expect(await page.locator(`[id="${labelId}"]`).textContent()).toBe('Redux Toolkit');
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await focusInDialog(page)).toBe(true);
    const items = await dialog.locator('.quire-navbar-items a').evaluateAll((as) => as.map((a) => a.getAttribute('aria-label') ?? a.textContent));
    expect(items).toEqual(['Getting Started', 'Tutorials', 'Usage Guide', 'API', 'GitHub repository']);
    const current = dialog.locator('.quire-sidebar a[aria-current="page"]');
    expect(await current.textContent()).toBe('createSlice');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    expect(problems).toEqual([]);
    await close();
  });

  it('traps Tab inside the drawer in both directions', async () => {
    const { page, problems, close } = await site.open('api/createSlice', phone);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').waitFor();
    const count = await page.getByRole('dialog').locator('a[href], button, summary').count();
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    // From the first control, Shift+Tab wraps to the last one.
    await page.getByRole('button', { name: 'Close navigation menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
    // The last control of the sidebar is the summary of its last, collapsed category.
    const last = await page.getByRole('dialog').locator('a[href], button, summary').last().textContent();
    expect(last).toBe('RTK Query');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(last);
    expect(problems).toEqual([]);
    await close();
  });

  it('closes on Esc, on the close button and on the backdrop, each time giving focus back to the menu button', async () => {
    const { page, problems, close } = await site.open('api/createSlice', phone);
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    const dialog = page.getByRole('dialog');
    const ways: Array<[string, () => Promise<void>]> = [
      ['Esc', () => page.keyboard.press('Escape')],
      ['close button', () => page.getByRole('button', { name: 'Close navigation menu' }).click()],
      ['backdrop', () => page.mouse.click(360, 400)],
    ];
    for (const [, closeIt] of ways) {
      await menu.click();
      await dialog.waitFor();
      await closeIt();
      await dialog.waitFor({ state: 'detached' });
      expect(await focusedLabel(page)).toBe('Open navigation menu');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('navigates client-side from a link in the drawer and closes', async () => {
    const { page, problems, close } = await site.open('api/createSlice', phone);
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same page'));
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').locator('a[href="/tutorials/quick-start"]').click();
    await page.waitForURL(site.url + 'tutorials/quick-start');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Redux Toolkit Quick Start');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same page');
    expect(await focusedLabel(page)).toBe('Open navigation menu');
    expect(problems).toEqual([]);
    await close();
  });
});
