/**
 * The theme's components for Docusaurus' `@theme/*` imports, in MDX, in
 * Chromium (the CLI's "theme-components" fixture): a JSX CodeBlock is its
 * fenced twin (highlighted on the server, hydrated without a mismatch,
 * Prism fetched only for pages that have one), an Admonition component is
 * its directive twin, Heading and TOCInline link headings, lazy Tabs with
 * `values`, and Details that open with or without JavaScript. Tabs synced
 * by groupId and queryString are in mdx-docusaurus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { waitForHydration, type OpenedPage } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ fixture: 'theme-components' });

/** Requests of the Prism chunk, which only pages with a JSX code block need. */
const PRISM_CHUNK = /\/assets\/chunks\/highlight-code-html-\w+\.js$/;

async function open(path: string): Promise<OpenedPage & { requested: string[] }> {
  const opened = await site.blank({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 900 } });
  const requested: string[] = [];
  opened.page.on('request', (request) => requested.push(request.url()));
  await opened.page.goto(site.url + path.slice(1));
  await waitForHydration(opened.page);
  return { ...opened, requested };
}

describe('MDX components of the theme', () => {
  it('show a JSX CodeBlock exactly as its fenced twin, from the server and once hydrated, and copy its code', async () => {
    const served = await (await fetch(site.url + 'components')).text();
    const code = (html: string, id: string) => new RegExp(`<div id="${id}">[\\s\\S]*?<code>([\\s\\S]*?)</code>`).exec(html)![1];
    expect(code(served, 'jsx-block')).toContain('<span class="code-line highlighted"><span class="keyword">export</span>');
    expect(code(served, 'jsx-block')).toBe(code(served, 'fenced-block'));

    // Every state the block's code goes through from the first paint on, to see that it never flashes to plain text.
    const opened = await site.blank({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 900 } });
    const { page, problems, close } = opened;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { codeStates: string[] }).codeStates = []);
      new MutationObserver(() => {
        const code = document.querySelector('#jsx-block code');
        if (code && seen.at(-1) !== code.innerHTML) seen.push(code.innerHTML);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(site.url + 'components');
    await waitForHydration(page);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /highlight-code-html-\w+\.js$/.test(entry.name)));
    expect(requested.some((url) => PRISM_CHUNK.test(url))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { codeStates: string[] }).codeStates)).toEqual([code(served, 'jsx-block')!.replace(/&#x27;/g, "'")]);
    const block = (id: string) => page.locator(`#${id} .quire-code-block`).first();
    const looks = (id: string) =>
      block(id).evaluate((el) => ({
        title: el.querySelector('.quire-code-title')?.textContent,
        numbered: el.querySelector('pre')!.dataset.numbered,
        code: el.querySelector('code')!.innerHTML,
        lineNumber: getComputedStyle(el.querySelector('.code-line')!, '::before').content,
        marked: getComputedStyle(el.querySelector('.code-line.highlighted')!).backgroundColor,
      }));
    expect(await looks('jsx-block')).toEqual(await looks('fenced-block'));
    await block('jsx-block').getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import { configureStore } from '@reduxjs/toolkit';\nexport const store = configureStore({ reducer: {} });\nexport type RootState = ReturnType<typeof store.getState>;",
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('fetch Prism only for a page with a JSX code block, and highlight it after a client-side navigation too', async () => {
    const { page, problems, requested, close } = await open('/plain');
    expect(requested.filter((url) => PRISM_CHUNK.test(url))).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('.quire-doc-sidebar a[href="/components"]').click();
    await page.waitForSelector('#jsx-block .code-line.highlighted .keyword');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(requested.filter((url) => PRISM_CHUNK.test(url))).toHaveLength(1);
    expect(await page.locator('#jsx-block code').innerHTML()).toBe(await page.locator('#fenced-block [role="tabpanel"][data-value="ts"] code').innerHTML());
    expect(problems).toEqual([]);
    await close();
  });

  it('render an Admonition component as the :::warning directive, and Heading and TOCInline link their headings', async () => {
    const { page, problems, close } = await open('/components');
    expect(await page.locator('#jsx-admonition').innerHTML()).toBe(await page.locator('#directive-admonition').innerHTML());
    expect(await page.locator('#custom-heading > a.quire-heading-anchor').getAttribute('href')).toBe('#custom-heading');
    const inline = await page.locator('.quire-toc-inline a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The page's `toc` export holds every heading, as Docusaurus'; `maxHeadingLevel={4}` keeps the level-four one.
    expect(inline).toEqual(['#code-blocks', '#admonitions', '#a-level-three-heading', '#a-level-four-heading', '#tabs-and-details']);
    for (const href of inline) expect(await page.locator(href!).count()).toBe(1);
    await page.locator('.quire-toc-inline a[href="#tabs-and-details"]').click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#tabs-and-details');
    expect(problems).toEqual([]);
    await close();
  });

  it('render lazy Tabs from `values` in their order, the selected panel only', async () => {
    const { page, problems, close } = await open('/components');
    const group = page.locator('.quire-tabs').last();
    expect(await group.getByRole('tab').allTextContents()).toEqual(['Bee', 'Ay']);
    expect(await group.getByRole('tabpanel').allTextContents()).toEqual(['Panel A']);
    await group.getByRole('tab', { name: 'Bee' }).click();
    expect(await group.getByRole('tabpanel').allTextContents()).toEqual(['Panel B']);
    expect(await group.getByRole('tab', { name: 'Bee' }).getAttribute('aria-controls')).toBe(await group.getByRole('tabpanel').getAttribute('id'));
    expect(problems).toEqual([]);
    await close();
  });

  it('open Details by its summary, with JavaScript and without', async () => {
    const { page, problems, close } = await open('/components');
    const details = page.locator('details.quire-details');
    await page.getByText('Open me').click();
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByText('Inside the details.').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();

    const noScript = await site.blank({ javaScriptEnabled: false });
    await noScript.page.goto(site.url + 'components');
    expect(await noScript.page.getByText('Inside the details.').isVisible()).toBe(false);
    await noScript.page.getByText('Open me').click();
    expect(await noScript.page.getByText('Inside the details.').isVisible()).toBe(true);
    await noScript.close();
  });
});
