import { describe, expect, it } from 'vitest';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();
const desktop = { viewport: { width: 1280, height: 800 } };

describe('site chrome in Chromium', () => {
  it('puts Getting Started, Tutorials, Usage Guide, API and GitHub, in that order, on the right of the navbar', async () => {
    const { page, problems, close } = await site.open('', desktop);
    const links = page.locator('.quire-navbar .quire-navbar-items a');
    const found = await links.evaluateAll((as) =>
      as.map((a) => ({ name: a.getAttribute('aria-label') ?? a.textContent, left: a.getBoundingClientRect().left })),
    );
    expect(found.map((f) => f.name)).toEqual(['Getting Started', 'Tutorials', 'Usage Guide', 'API', 'GitHub repository']);
    const lefts = found.map((f) => f.left);
    expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
    expect(lefts[0]).toBeGreaterThan(1280 / 2);
    const github = page.getByRole('link', { name: 'GitHub repository' });
    expect(await github.isVisible()).toBe(true);
    expect(await github.getAttribute('href')).toBe('https://github.com/reduxjs/redux-toolkit');
    expect(await page.getByRole('link', { name: 'Redux Toolkit', exact: true }).getAttribute('href')).toBe('/');
    expect(problems).toEqual([]);
    await close();
  });

  it('marks the navbar item of the section on screen active, and only it', async () => {
    const { page, problems, close } = await site.open('tutorials/quick-start', desktop);
    const current = page.locator('.quire-navbar a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe('Tutorials');
    expect(await current.getAttribute('class')).toContain('quire-navbar-link--active');
    const color = (text: string) => page.locator('.quire-navbar a', { hasText: text }).evaluate((a) => getComputedStyle(a).color);
    expect(await color('Tutorials')).not.toBe(await color('Usage Guide'));
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the skip link on the first Tab and moves focus to <main> with it', async () => {
    const { page, problems, close } = await site.open('api/createSlice', desktop);
    await page.keyboard.press('Tab');
    const skip = page.locator('.quire-skip-link');
    expect(await skip.evaluate((a) => a === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    const outline = await skip.evaluate((a) => getComputedStyle(a).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(new URL(page.url()).pathname).toBe('/api/createSlice');
    expect(problems).toEqual([]);
    await close();
  });

  it('draws a focus ring in the primary colour on keyboard focus', async () => {
    const { page, problems, close } = await site.open('api/createSlice', desktop);
    const toggle = page.locator('.quire-color-mode-toggle');
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await toggle.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, color: getComputedStyle(el).outlineColor }));
    expect(ring).toEqual({ style: 'solid', color: 'rgb(118, 74, 188)' });
    expect(problems).toEqual([]);
    await close();
  });

  it.each(['', 'api/createSlice', 'no/such/page'])('has no horizontal scroll at 320 px on /%s', async (path) => {
    const { page, problems, close } = await site.open(path, { viewport: { width: 320, height: 640 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // The 404 status line is Chromium's report of the response, not a script error.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await close();
  });

  it('keeps wide code blocks and tables scrolling inside themselves at 320 px', async () => {
    const { page, problems, close } = await site.open('api/createSlice', { viewport: { width: 320, height: 640 } });
    const pre = page.locator('.quire-markdown pre').first();
    const sizes = await pre.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.overflow).toBe('auto');
    expect(problems).toEqual([]);
    await close();
  });

  it('switches every colour through the --quire-* properties when dark mode is on', async () => {
    const { page, problems, close } = await site.open('api/createSlice', desktop);
    const read = () =>
      page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const active = document.querySelector('.quire-navbar-link--active')!;
        return {
          primary: root.getPropertyValue('--quire-color-primary').trim(),
          link: root.getPropertyValue('--quire-color-link').trim(),
          background: root.getPropertyValue('--quire-color-background').trim(),
          activeColor: getComputedStyle(active).color,
          bodyBackground: getComputedStyle(document.body).backgroundColor,
        };
      });
    expect(await read()).toEqual({
      primary: '#764abc',
      link: '#764abc',
      background: '#ffffff',
      activeColor: 'rgb(118, 74, 188)',
      bodyBackground: 'rgb(255, 255, 255)',
    });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await read()).toEqual({
      primary: '#764abc',
      link: '#b89ce8',
      background: '#18171c',
      activeColor: 'rgb(184, 156, 232)',
      bodyBackground: 'rgb(24, 23, 28)',
    });
    expect(problems).toEqual([]);
    await close();
  });

  it('prints the article alone: no chrome, external link addresses shown, light colours even in dark mode', async () => {
    const { page, problems, close } = await site.open('api/createSlice', desktop);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.emulateMedia({ media: 'print' });
    const hidden = [
      '.quire-skip-link',
      '.quire-navbar',
      '.quire-doc-sidebar',
      '.quire-doc-toc',
      '.quire-footer',
      '.quire-pagination',
      '.quire-edit-link',
      '.quire-version-dropdown',
    ];
    for (const selector of hidden) {
      expect(await page.locator(selector).evaluate((el) => getComputedStyle(el).display), selector).toBe('none');
    }
    const article = await page.locator('.quire-doc-article').evaluate((el) => el.getBoundingClientRect().width);
    const body = await page.evaluate(() => document.body.clientWidth);
    expect(article).toBe(body);
    const after = await page
      .locator('.quire-markdown a[href="https://immerjs.github.io/immer/"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toBe('" (https://immerjs.github.io/immer/)"');
    const internalAfter = await page.locator('.quire-markdown a[href^="/"]').first().evaluate((a) => getComputedStyle(a, '::after').content);
    expect(internalAfter).toBe('none');
    expect(await page.locator('.quire-markdown pre').first().evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(29, 27, 33)');
    expect(await page.locator('.quire-markdown pre').first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(246, 245, 249)');
    expect(problems).toEqual([]);
    await close();
  });
});
