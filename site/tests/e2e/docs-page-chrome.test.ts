import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();
const desktop = { viewport: { width: 1280, height: 800 } };

const isOpen = (page: Page, label: string) =>
  page.locator('.quire-doc-sidebar details', { has: page.locator(`summary:text-is("${label}")`) }).evaluate((d) => (d as HTMLDetailsElement).open);
const activeTocLinks = (page: Page) =>
  page.locator('.quire-toc-link--active').evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.getAttribute('aria-current')}`));

describe('docs sidebar, TOC and version menu in Chromium', () => {
  it('keeps a category the reader closed closed across client-side navigation', async () => {
    const { page, problems, close } = await site.open('introduction/getting-started', desktop);
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same page'));
    expect(await isOpen(page, 'Tutorials')).toBe(true);
    await page.locator('.quire-doc-sidebar summary', { hasText: 'Tutorials' }).click();
    await page.waitForFunction(() => !document.querySelector('.quire-doc-sidebar a[href="/tutorials/quick-start"]'));
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'createSlice');
    expect(await isOpen(page, 'Tutorials')).toBe(false);
    // And through a page without a sidebar and back.
    await page.locator('.quire-navbar-brand').click();
    await page.waitForFunction(() => !document.querySelector('.quire-doc-sidebar'));
    await page.locator('.quire-navbar a[href="/usage/usage-guide"]').click();
    await page.waitForSelector('.quire-doc-sidebar');
    expect(await isOpen(page, 'Tutorials')).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same page');
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the closed category of the page navigated into and marks the page current', async () => {
    const { page, problems, close } = await site.open('introduction/getting-started', desktop);
    await page.locator('.quire-doc-sidebar summary', { hasText: 'API Reference' }).click();
    await page.waitForFunction(() => !document.querySelector('.quire-doc-sidebar a[href="/api/createSlice"]'));
    await page.locator('.quire-navbar a[href="/api/configureStore"]').click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'configureStore');
    expect(await isOpen(page, 'API Reference')).toBe(true);
    expect(await page.locator('.quire-doc-sidebar a[aria-current="page"]').textContent()).toBe('configureStore');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the table of contents on wide screens only', async () => {
    const wide = await site.open('api/createSlice', desktop);
    expect(await wide.page.locator('.quire-doc-toc').isVisible()).toBe(true);
    expect(wide.problems).toEqual([]);
    await wide.close();
    const narrow = await site.open('api/createSlice', { viewport: { width: 990, height: 800 } });
    expect(await narrow.page.locator('.quire-doc-toc').isVisible()).toBe(false);
    expect(narrow.problems).toEqual([]);
    await narrow.close();
  });

  it('highlights the TOC link of the heading being read, following scroll and navigation', async () => {
    const { page, problems, close } = await site.open('api/createSlice', desktop);
    expect(await activeTocLinks(page)).toEqual([]);
    const scrollTo = async (id: string) => {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await page.waitForFunction((target) => document.querySelector('.quire-toc-link--active')?.getAttribute('href') === `#${target}`, id);
    };
    await scrollTo('options');
    expect(await activeTocLinks(page)).toEqual(['#options location']);
    await scrollTo('return-value');
    expect(await activeTocLinks(page)).toEqual(['#return-value location']);
    // Just above a heading, the previous one is still the one being read.
    await page.evaluate(() => window.scrollBy(0, -200));
    await page.waitForFunction(() => document.querySelector('.quire-toc-link--active')?.getAttribute('href') === '#selectors');
    // After navigation the new page's TOC starts over at the top.
    await page.locator('.quire-doc-sidebar a[href="/api/configureStore"]').click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'configureStore');
    await page.waitForFunction(() => !document.querySelector('.quire-toc-link--active'));
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the version menu from the keyboard, closes it with Esc, and remembers the chosen version', async () => {
    const { page, problems, close } = await site.open('api/createSlice', desktop);
    const button = page.locator('.quire-version-button');
    expect(await button.textContent()).toBe('Next');
    expect(await button.getAttribute('aria-haspopup')).toBe('menu');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));

    for (const key of ['Enter', ' ', 'ArrowDown']) {
      await button.focus();
      await page.keyboard.press(key);
      await page.getByRole('menu').waitFor();
      expect(await button.getAttribute('aria-expanded'), key).toBe('true');
      expect(await focusedRole(), key).toBe('menuitem');
      await page.keyboard.press('ArrowDown');
      expect(await focusedRole()).toBe('menuitem');
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      expect(await focusedText()).toBe('Next');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
    }

    const item = page.getByRole('menuitem', { name: 'Next' });
    await button.press('ArrowDown');
    expect(await item.getAttribute('href')).toBe('/api/createSlice');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    expect(new URL(page.url()).pathname).toBe('/api/createSlice');
    expect(await page.locator('.quire-version-badge').textContent()).toBe('Version: Next');
    expect(problems).toEqual([]);
    await close();
  });

  it('has no version menu outside the docs', async () => {
    const { page, problems, close } = await site.open('', desktop);
    expect(await page.locator('.quire-version-button').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
