/**
 * Markdown syntax in Chromium: the markdown fixture's pages on
 * admonitions, raw HTML, headings and GFM, hydrated in light and dark mode
 * without a console error, and the behaviour each construct promises.
 * Screenshots of every page in both modes go to `$QUIRE_SCREENSHOTS` when set.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration, type OpenedPage } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const PAGES = ['admonitions', 'raw-html', 'headings', 'gfm'];
const MODES = ['light', 'dark'] as const;

const site = useSiteUnderTest({ fixture: 'markdown' });

/** Opens a page of the fixture in a colour mode (stored as the reader's choice) and waits for hydration. */
async function open(path: string, mode: (typeof MODES)[number] = 'light'): Promise<OpenedPage> {
  const opened = await site.blank({ viewport: { width: 1280, height: 900 } });
  // The raw-HTML page embeds an iframe from example.org; this machine is offline, so a stand-in page answers.
  await opened.page.route('https://example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Embedded page</p>' }));
  // Init scripts run in every frame; the embedded stand-in page (another origin) must not touch storage.
  await opened.page.addInitScript((theme) => {
    if (window === window.top) localStorage.setItem('theme', theme);
  }, mode);
  await opened.page.goto(site.url + path);
  await waitForHydration(opened.page);
  return opened;
}

/** Whether the element's box is inside the viewport. */
function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

describe('markdown authoring pages in Chromium', () => {
  it.each(PAGES.flatMap((path) => MODES.map((mode) => [path, mode] as const)))(
    '%s hydrates in %s mode with no console error',
    async (path, mode) => {
      const { page, problems, close } = await open(path, mode);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      if (process.env.QUIRE_SCREENSHOTS) {
        await mkdir(process.env.QUIRE_SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(process.env.QUIRE_SCREENSHOTS, `${path}-${mode}.png`), fullPage: true });
      }
      expect(problems.join('\n')).toBe('');
      await close();
    },
  );
});

describe('admonitions', () => {
  it('show their titles, and each type has its own colours in both modes', async () => {
    const colours: Record<string, string[]> = {};
    for (const mode of MODES) {
      const { page, problems, close } = await open('admonitions', mode);
      const titles = await page.locator('.quire-admonition-title').allInnerTexts();
      expect(titles.slice(0, 9).map((t) => t.toLowerCase())).toEqual(
        ['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution', "What You'll Learn", 'Bracketed title', 'Spaced title'].map((t) => t.toLowerCase()),
      );
      // 6 types, 3 titled, 1 with rich content, 2 nested, 1 in a quote; the unknown type has no box.
      expect(await page.locator('aside.quire-admonition[role="note"]').count()).toBe(13);
      colours[mode] = await page.locator('.quire-admonition').evaluateAll((boxes) =>
        boxes.slice(0, 6).map((box) => `${getComputedStyle(box).backgroundColor} ${getComputedStyle(box).borderLeftColor}`),
      );
      expect(new Set(colours[mode]).size).toBe(6);
      expect(problems).toEqual([]);
      await close();
    }
    expect(colours.dark).not.toEqual(colours.light);
  });

  it('render an unknown type and colons in prose as the author wrote them', async () => {
    const { page, close } = await open('admonitions');
    const main = page.locator('.quire-markdown');
    await expect(main.getByText('The meeting is at 10:30, the ratio is 1:2, see a:b').count()).resolves.toBe(1);
    await expect(main.getByText('::this-leaf-directive-stays-text').count()).resolves.toBe(1);
    await expect(main.locator('p', { hasText: 'The content of an unknown admonition' }).count()).resolves.toBe(1);
    await close();
  });
});

describe('raw HTML', () => {
  it('renders details that open, the iframe, the table with its spans, and kbd', async () => {
    const { page, problems, close } = await open('raw-html');
    const hidden = page.getByText('inside', { exact: false }).filter({ hasText: 'Hidden' });
    expect(await hidden.isVisible()).toBe(false);
    await page.locator('summary', { hasText: 'Show the hidden part' }).click();
    expect(await page.locator('.quire-markdown details').getAttribute('open')).toBe('');
    expect(await hidden.isVisible()).toBe(true);

    const iframe = page.locator('iframe[title="Example embed"]');
    expect(await page.frameLocator('iframe[title="Example embed"]').locator('p').innerText()).toBe('Embedded page');
    expect(await iframe.getAttribute('src')).toBe('https://example.org/embed');
    expect(await iframe.getAttribute('allowfullscreen')).toBe('');
    expect(await page.locator('th[colspan="2"]').evaluate((th) => getComputedStyle(th).textAlign)).toBe('center');
    expect(await page.locator('td[rowspan="2"]').count()).toBe(1);
    expect(await page.locator('kbd').allInnerTexts()).toEqual(['Ctrl', 'C', 'Ctrl', 'V']);
    expect(problems).toEqual([]);
    await close();
  });

  it('runs none of the scripts a doc tried to inject', async () => {
    const { page, close } = await open('raw-html');
    // The pixel has loaded (or failed) by now; its onerror is gone either way.
    expect(await page.locator('img[alt="pixel"]').getAttribute('onerror')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByText('A script link').click();
    await page.getByText('markdown script link').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('block');
    await close();
  });
});

describe('headings', () => {
  it('custom ids are anchors, from the address and from the TOC, and the TOC shows inline code', async () => {
    const { page, problems, close } = await open('headings#custom-anchor');
    // The fixture's second `{#custom-anchor}` (a warning) comes later; the browser goes to the first.
    expect(await inViewport(page, 'h2#custom-anchor >> nth=0')).toBe(true);
    expect(await page.locator('h2#custom-anchor').first().innerText()).toMatch(/^A heading with a custom id/);

    const tocEntry = page.locator('.quire-toc-link[href="#the-configurestore-function"]');
    expect(await tocEntry.locator('code').innerText()).toBe('configureStore');
    await tocEntry.click();
    await page.waitForFunction(() => location.hash === '#the-configurestore-function');
    expect(await inViewport(page, '#the-configurestore-function')).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('show their hover anchor at every level from h2 to h6', async () => {
    const { page, close } = await open('headings');
    for (const id of ['a-plain-heading', 'a-linked-heading-with-emphasis', 'level-four', 'level-five', 'level-six']) {
      const anchor = page.locator(`#${id} > .quire-heading-anchor`);
      expect(await anchor.getAttribute('href')).toBe(`#${id}`);
      expect(await anchor.evaluate((a) => getComputedStyle(a).opacity)).toBe('0');
      await page.locator(`#${id}`).hover();
      await expect.poll(() => anchor.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
    }
    await close();
  });
});

describe('GFM', () => {
  it('footnote references and back references jump both ways after hydration', async () => {
    const { page, problems, close } = await open('gfm');
    await page.locator('a[href="#user-content-fn-second"]').click();
    await page.waitForFunction(() => location.hash === '#user-content-fn-second');
    expect(await inViewport(page, '#user-content-fn-second')).toBe(true);
    await page.locator('a[href="#user-content-fnref-second"]').click();
    await page.waitForFunction(() => location.hash === '#user-content-fnref-second');
    expect(await inViewport(page, '#user-content-fnref-second')).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps task list checkboxes disabled and table alignment', async () => {
    const { page, close } = await open('gfm');
    const boxes = page.locator('.task-list-item input[type="checkbox"]');
    expect(await boxes.evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).disabled, (i as HTMLInputElement).checked]))).toEqual([
      [true, true],
      [true, false],
    ]);
    await boxes.nth(1).click({ force: true });
    expect(await boxes.nth(1).isChecked()).toBe(false);
    const aligns = await page.locator('table tr').nth(1).locator('td').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).textAlign));
    expect(aligns).toEqual(['left', 'center', 'right']);
    expect(await page.locator('del').allInnerTexts()).toEqual(['gone', 'not either']);
    await close();
  });
});
