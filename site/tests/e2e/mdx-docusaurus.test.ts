/**
 * A site written for Docusaurus 3 (fixture `docusaurus` of the CLI's tests):
 * MDX docs importing `@theme/*` and `@docusaurus/*` modules, the site's own
 * components (one with a CSS module), an npm component with its CSS, a
 * partial, a `.md` file detected as MDX, and custom pages in `src/pages`.
 * Each renders on the server, hydrates without a warning, and works as a
 * reader expects: tabs by click and keys, synced groups that survive
 * navigation and reload, a tab chosen by the URL, details, client-side
 * navigation to and from custom pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest({ fixture: 'docusaurus' });

/** Opens a page with the YouTube thumbnail answered locally (the machine is offline). */
async function open(path: string) {
  const opened = await site.blank({ viewport: { width: 1280, height: 900 } });
  await opened.page.context().route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: '' }));
  await opened.page.goto(site.url + path);
  await waitForHydration(opened.page);
  return opened;
}

const selectedTab = (page: Page, group: number) => page.locator('.quire-tabs').nth(group).locator('[role="tab"][aria-selected="true"]').textContent();
const visiblePanel = (page: Page, group: number) => page.locator('.quire-tabs').nth(group).locator('[role="tabpanel"]:not([hidden])').textContent();

describe('an MDX doc written for Docusaurus', () => {
  it('is server-rendered with its components, partial, TOC and component CSS', async () => {
    const html = await (await fetch(site.url + 'guides/tabs')).text();
    // The TabItem marked `default` is selected in the server's markup.
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="yarn"/);
    expect(html).toContain('The answer is <!-- -->42');
    expect(html).toContain('Hello from customFields<!-- --> on <!-- -->Docusaurus Fixture');
    expect(html).toContain('<summary>More details</summary>');
    expect(html).toContain('<span>From JSX</span>');
    expect(html).toContain('class="yt-lite ');
    // The partial is in place, its heading in the TOC the page exports (`<TOCInline toc={toc} />`).
    expect(html).toContain('<h2 id="shared-section">');
    expect(html).toContain('<a href="#shared-section">Shared section</a>');
    // `{#managers}` named the heading; the HTML comment left nothing.
    expect(html).toContain('<h2 id="managers">');
    expect(html).not.toContain('An HTML comment');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/pages\/guides-tabs-\w+\.css">/);
  });

  it('hydrates without a warning: components work, tabs switch by click and arrow keys and sync by groupId', async () => {
    const { page, problems, close } = await open('guides/tabs');
    const counter = page.locator('button', { hasText: 'Pressed' });
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Pressed 1 times');
    // The CSS module's class is the same on server and client, and its rule applies.
    expect(await counter.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('3px');
    // The npm component's own stylesheet came with the page.
    expect(await page.locator('.yt-lite').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)');

    expect(await selectedTab(page, 0)).toBe('Yarn');
    await page.locator('.quire-tabs').nth(0).getByRole('tab', { name: 'npm' }).click();
    expect(await visiblePanel(page, 0)).toContain('npm install thing');
    // The other group with groupId "pm" follows.
    expect(await selectedTab(page, 1)).toBe('npm');
    // Arrow keys move and select, as the WAI-ARIA tabs pattern has them.
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page, 0)).toBe('Yarn');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yarn');
    expect(await selectedTab(page, 1)).toBe('Yarn');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm'))).toBe('yarn');

    await page.locator('summary', { hasText: 'More details' }).click();
    await expect.poll(() => page.locator('details.quire-details').evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps a group choice across client-side navigation and reload, and takes a tab from the URL', async () => {
    const { page, problems, close } = await open('guides/tabs');
    // The first group's default is Yarn: choosing npm there is a choice to remember.
    await page.locator('.quire-tabs').nth(0).getByRole('tab', { name: 'npm' }).click();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.locator('.quire-doc-sidebar a', { hasText: 'Introduction' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    await page.locator('.quire-markdown a', { hasText: 'the tabs guide' }).click();
    await page.waitForSelector('.quire-tabs');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(await selectedTab(page, 0)).toBe('npm');
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => selectedTab(page, 0)).toBe('npm');

    await page.goto(site.url + 'guides/tabs?os=mac');
    await waitForHydration(page);
    await expect.poll(() => selectedTab(page, 2)).toBe('macOS');
    await page.locator('.quire-tabs').nth(2).getByRole('tab', { name: 'Linux' }).click();
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?os=linux');
    expect(problems).toEqual([]);
    await close();
  });

  it('compiles a .md file with an import as MDX', async () => {
    const html = await (await fetch(site.url + 'guides/detected')).text();
    expect(html).toContain('quire-admonition--note');
    expect(html).toContain('Inside a .md file.');
    expect(html).not.toContain('import Admonition');
  });

  it('ships a page that imports only Quire’s modules as one module, which hydrates and navigates', async () => {
    const html = await (await fetch(site.url + 'guides/detected')).text();
    const file = /\/assets\/pages\/guides-detected-\w+\.js/.exec(html)?.[0];
    expect(file).toBeDefined();
    const module = await (await fetch(site.url + file!.slice(1))).text();
    // Not bundled: no chunk imports, the host's modules read in place, the prose as a compact tree.
    expect(module).not.toMatch(/^import /m);
    expect(module).toContain('globalThis.__quireHost.modules["@theme/Admonition"]');
    expect(module).toContain(String.raw`[\"code\",0,\".md\"],\" file with an import`);
    const { page, problems, close } = await open('guides/detected');
    expect(await page.locator('.quire-admonition--note').textContent()).toContain('Inside a .md file.');
    expect(await page.locator('.quire-markdown code', { hasText: '.md' }).first().textContent()).toBe('.md');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.locator('.quire-doc-sidebar a', { hasText: 'Introduction' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Detected as MDX');
    expect(await page.locator('.quire-admonition--note').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('custom pages in src/pages', () => {
  it('serve a component page and a markdown page, server-rendered with their titles', async () => {
    const errors = await (await fetch(site.url + 'errors')).text();
    expect(errors).toContain('<title>Error codes | Docusaurus Fixture</title>');
    expect(errors).toContain('<h1>Error codes</h1>');
    expect(errors).toContain('You are at <!-- -->/errors');
    const about = await (await fetch(site.url + 'about')).text();
    expect(about).toContain('<title>About this site | Docusaurus Fixture</title>');
    expect(about).toContain('quire-markdown-page');
    const sitemap = await (await fetch(site.url + 'sitemap.xml')).text();
    expect(sitemap).toContain('https://example.org/errors');
    expect(sitemap).toContain('https://example.org/about');
  });

  it('are reached by client-side navigation from the sidebar and navbar, and hydrate', async () => {
    const { page, problems, close } = await open('intro');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.locator('.quire-doc-sidebar a', { hasText: 'Error codes' }).click();
    await page.waitForSelector('.errors-page');
    expect(await page.title()).toBe('Error codes | Docusaurus Fixture');
    expect(await page.locator('.errors-path').textContent()).toBe('You are at /errors.');
    const counter = page.locator('button', { hasText: 'Error clicks' });
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe('Error clicks 1 times');
    expect(await counter.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('3px');
    await page.locator('.quire-navbar a', { hasText: 'About' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About');
    expect(await page.title()).toBe('About this site | Docusaurus Fixture');
    await page.locator('.quire-markdown a', { hasText: 'the intro' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(problems).toEqual([]);
    await close();
  });
});
