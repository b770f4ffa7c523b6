/**
 * `quire dev` in Chromium on a site written for Docusaurus 3 (a temporary
 * copy of the CLI's `docusaurus` fixture): an MDX doc with `@theme` and
 * `@docusaurus` imports and the site's own components, and custom pages
 * (`src/pages/`), served from their sources as the build writes them:
 * rendered on the server, hydrated without an error, updated in place when
 * saved, their errors in the overlay and on the error page with the file's
 * line and column, and client-side navigation between them.
 */
import { symlink } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSameDocument, markDocument, useDevSite, waitForDevConnection } from '../support/dev-site.js';
import { waitForHydration } from '../support/open-page.js';

const repoModules = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const DOC = 'docs/guides/tabs.mdx';

const site = useDevSite('docusaurus', async (copy) => {
  // The copy lives in a temporary folder: the npm packages its pages import are the repository's.
  await symlink(repoModules, copy.path('node_modules'));
  // The YouTube embed loads a thumbnail from the internet, which this machine has not; its package and CSS import stay.
  await copy.edit(DOC, (s) => s.replace('<LiteYouTubeEmbed id="dQw4w9WgXcQ" title="A video" />\n', ''));
});

const viewport = { width: 1280, height: 800 };
const overlay = (page: Page) => page.locator('#quire-dev-overlay section');
const counter = (page: Page, label: string) => page.locator('button', { hasText: label });

/**
 * Waits for the "Pressed" counter's top border to be `width`, as long as a page wait may take. A saved CSS file
 * reaches the page only after the dev server has bundled it again: on a loaded machine that took longer than
 * `expect.poll`'s one second.
 */
async function counterBorderBecomes(page: Page, width: string): Promise<void> {
  await page.waitForFunction(
    (want) => Array.from(document.querySelectorAll('button')).some((button) => button.textContent?.includes('Pressed') && getComputedStyle(button).borderTopWidth === want),
    width,
  );
}

/** Runs `body` with a file changed, then puts it back. */
async function withEdit(file: string, change: (text: string) => string, body: () => Promise<void>): Promise<void> {
  const original = await site.read(file);
  await site.edit(file, change);
  try {
    await body();
  } finally {
    await site.write(file, original);
  }
}

describe('quire dev with MDX docs and custom pages', () => {
  it('renders an MDX doc on the server with its components and their CSS, and hydrates it without an error', async () => {
    const response = await fetch(site.url + 'guides/tabs');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('The answer is <!-- -->42');
    expect(html).toContain('Hello from customFields<!-- --> on <!-- -->Docusaurus Fixture');
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="yarn"/);
    // The page's component CSS comes from the dev server's own URL space.
    const css = /<link rel="stylesheet" href="(\/__quire\/modules\/assets\/pages\/guides-tabs-\w+\.css)">/.exec(html);
    expect(css).not.toBeNull();
    expect((await fetch(new URL(css![1]!, site.url))).status).toBe(200);

    const { page, problems, close } = await site.open('guides/tabs', { viewport });
    await counter(page, 'Pressed').click();
    await expect.poll(() => counter(page, 'Pressed').textContent()).toBe('Pressed 1 times');
    // The CSS module's class is the same on the server and in the browser, and its rule applies.
    expect(await counter(page, 'Pressed').evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('3px');
    await page.locator('.quire-tabs').nth(0).getByRole('tab', { name: 'npm' }).click();
    expect(await page.locator('.quire-tabs').nth(1).locator('[role="tab"][aria-selected="true"]').textContent()).toBe('npm');
    expect(problems).toEqual([]);
    await close();
  });

  it('updates the open MDX page in place when the doc is saved', async () => {
    const { page, problems, close } = await site.open('guides/tabs', { viewport });
    await markDocument(page);
    await withEdit(
      DOC,
      (s) => s.replace('The answer is {answer}.', 'The live answer is {answer * 2}.'),
      async () => {
        await page.getByText('The live answer is 84.').waitFor();
        expect(await isSameDocument(page)).toBe(true);
        // Still a working page: its components are the new module's, hydrated.
        await counter(page, 'Pressed').click();
        await expect.poll(() => counter(page, 'Pressed').textContent()).toBe('Pressed 1 times');
      },
    );
    await page.getByText('The answer is 42.').waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await overlay(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows an MDX syntax error at its line and column, in the overlay and on the error page, and recovers when fixed', async () => {
    const { page, close } = await site.open('guides/tabs', { viewport });
    const printed = site.output.length;
    await withEdit(
      DOC,
      (s) => s.replace('<Counter label="Pressed" />', '<Counter label="Pressed">'),
      async () => {
        await overlay(page).waitFor();
        const text = await overlay(page).textContent();
        expect(text).toMatch(/docs\/guides\/tabs\.mdx:\d+:\d+/);
        expect(text).toContain('Expected a closing tag for `<Counter>`');
        await site.waitForOutput(/error {2}\S*docs\/guides\/tabs\.mdx:\d+:\d+ Expected a closing tag/, printed);
        // Under the overlay the last good version stays; reloaded, the page is the error page.
        expect(await counter(page, 'Pressed').count()).toBe(1);
        const response = await page.reload();
        expect(response?.status()).toBe(500);
        await waitForDevConnection(page);
        await overlay(page).waitFor();
        expect(await overlay(page).textContent()).toContain('Expected a closing tag for `<Counter>`');
      },
    );
    // Fixed: the error page reloads itself into the real page.
    await waitForHydration(page);
    await counter(page, 'Pressed').waitFor();
    expect(await overlay(page).count()).toBe(0);
    await close();
  });

  it('shows an import that does not resolve at its line and column, and recovers when fixed', async () => {
    const { page, close } = await site.open('guides/tabs', { viewport });
    await markDocument(page);
    await withEdit(
      DOC,
      (s) => s.replace("import Counter from '@site/src/components/Counter';", "import Counter from '@site/src/components/Counter';\nimport Missing from './no-such-component';"),
      async () => {
        await overlay(page).waitFor();
        const text = await overlay(page).textContent();
        expect(text).toMatch(/docs\/guides\/tabs\.mdx:14:\d+/);
        expect(text).toContain('Could not resolve "./no-such-component"');
      },
    );
    await overlay(page).waitFor({ state: 'detached' });
    expect(await isSameDocument(page)).toBe(true);
    await close();
  });

  it('serves custom pages: rendered on the server, hydrated, and reached by client-side navigation to and from MDX docs', async () => {
    const html = await (await fetch(site.url + 'errors')).text();
    expect(html).toContain('<h1>Error codes</h1>');
    expect(html).toContain('<title>Error codes | Docusaurus Fixture</title>');

    const { page, problems, close } = await site.open('errors', { viewport });
    expect(await page.locator('.errors-path').textContent()).toBe('You are at /errors.');
    await counter(page, 'Error clicks').click();
    await expect.poll(() => counter(page, 'Error clicks').textContent()).toBe('Error clicks 1 times');
    await markDocument(page);
    await page.getByRole('link', { name: 'Read the tabs guide' }).click();
    await page.getByText('The answer is 42.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/guides/tabs');
    // The navbar's link to the markdown page under src/pages.
    await page.locator('nav').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.getByText('A page written in markdown under').waitFor();
    await page.waitForFunction(() => document.title === 'About this site | Docusaurus Fixture');
    await page.goBack();
    await page.getByText('The answer is 42.').waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('updates an open custom page in place when its file is saved, markdown or component', async () => {
    const { page, problems, close } = await site.open('about', { viewport });
    await markDocument(page);
    await withEdit(
      'site/src/pages/about.md',
      (s) => s.replace('A page written in markdown', 'A page rewritten in markdown'),
      async () => {
        await page.getByText('A page rewritten in markdown under').waitFor();
        expect(await isSameDocument(page)).toBe(true);
      },
    );
    await page.goto(site.url + 'errors');
    await waitForHydration(page);
    await waitForDevConnection(page);
    await markDocument(page);
    await withEdit(
      'site/src/pages/errors.tsx',
      (s) => s.replace('<h1>Error codes</h1>', '<h1>Every error code</h1>'),
      async () => {
        await page.locator('h1', { hasText: 'Every error code' }).waitFor();
        expect(await isSameDocument(page)).toBe(true);
      },
    );
    await page.locator('h1', { hasText: /^Error codes$/ }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('updates the open MDX page in place when a component it imports, or that component’s CSS, is saved', async () => {
    const { page, problems, close } = await site.open('guides/tabs', { viewport });
    await markDocument(page);
    await withEdit(
      'site/src/components/Counter.tsx',
      (s) => s.replace('{label} {count} times', '{label} {count} time(s)'),
      async () => {
        await page.getByText('Pressed 0 time(s)').waitFor();
        expect(await isSameDocument(page)).toBe(true);
      },
    );
    await page.getByText('Pressed 0 times').waitFor();
    await withEdit(
      'site/src/components/Counter.module.css',
      (s) => s.replace(/3px/g, '5px'),
      async () => {
        await counterBorderBecomes(page, '5px');
        expect(await isSameDocument(page)).toBe(true);
      },
    );
    await counterBorderBecomes(page, '3px');
    expect(problems).toEqual([]);
    await close();
  });

  it('reloads the open MDX page with the partial’s new text when a partial it imports is saved', async () => {
    const { page, close } = await site.open('guides/tabs', { viewport });
    await markDocument(page);
    await withEdit(
      'docs/guides/_shared-note.mdx',
      (s) => `${s}\nA line added to the partial.\n`,
      async () => {
        await page.getByText('A line added to the partial.').waitFor();
        expect(await isSameDocument(page)).toBe(false);
      },
    );
    await close();
  });
});
