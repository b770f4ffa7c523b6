/**
 * `quire dev` in Chromium, on a temporary copy of the CLI's `basic` fixture:
 * a markdown edit re-renders the open page in place at the same scroll
 * position; config and sidebars edits reload it; bad front matter, a broken
 * link and a config syntax error show in the overlay and in the terminal,
 * and the page recovers when the file is fixed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isSameDocument, markDocument, useDevSite, waitForDevConnection } from '../support/dev-site.js';
import { waitForHydration } from '../support/open-page.js';

/** Enough paragraphs under the intro to scroll well past the first screen. */
const LONG_READ = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1} of the long read, long enough to wrap onto a second line in a normal window.`).join('\n\n');

const site = useDevSite('basic', (copy) => copy.edit('docs/intro.md', (s) => `${s}\n## Long read\n\n${LONG_READ}\n`));

const viewport = { width: 1280, height: 720 };
const overlay = (page: Page) => page.locator('#quire-dev-overlay section');

/** Runs `body` on a doc edited by `change`, then puts the file back and waits until the page shows it again. */
async function withEdit(file: string, change: (text: string) => string, body: () => Promise<void>): Promise<void> {
  const original = await site.read(file);
  await site.write(file, change(original));
  try {
    await body();
  } finally {
    await site.write(file, original);
  }
}

describe('quire dev in the browser', () => {
  it('re-renders the open page when its markdown is saved, without a reload and at the same scroll position', async () => {
    const { page, problems, close } = await site.open('intro', { viewport });
    await page.evaluate(() => document.getElementById('long-read')!.scrollIntoView());
    await page.evaluate(() => window.scrollBy(0, 400));
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(800);
    await markDocument(page);

    // Same length, so the layout around the paragraph cannot move the page by itself.
    await site.edit('docs/intro.md', (s) => s.replace('Paragraph 12 of the long read', 'Paragraph 12 of the live edit'));
    await page.getByText('Paragraph 12 of the live edit').waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    // The page stays whole: title, table of contents, sidebar.
    expect(await page.title()).toBe('Introduction | Fixture Docs');
    expect(await page.locator('a.quire-toc-link[href="#long-read"]').count()).toBe(1);
    expect(await overlay(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('reloads the page when the config changes, and shows the new config', async () => {
    const { page, close } = await site.open('intro', { viewport });
    await markDocument(page);
    await withEdit(
      'site/quire.config.ts',
      (s) => s.replace("title: 'Fixture Docs'", "title: 'Fixture Docs, Renamed'"),
      async () => {
        await page.waitForFunction(() => document.title === 'Introduction | Fixture Docs, Renamed');
        await waitForHydration(page);
        expect(await isSameDocument(page)).toBe(false);
      },
    );
    await page.waitForFunction(() => document.title === 'Introduction | Fixture Docs');
    await close();
  });

  it('reloads the page when the sidebars change, and shows the new sidebar', async () => {
    const { page, close } = await site.open('guide/installation', { viewport });
    await markDocument(page);
    await withEdit(
      'site/sidebars.ts',
      (s) => s.replace("label: 'Guide'", "label: 'Handbook'"),
      async () => {
        await page.locator('.quire-doc-sidebar').getByText('Handbook', { exact: true }).waitFor();
        expect(await isSameDocument(page)).toBe(false);
        // The breadcrumbs come from the sidebar too.
        expect(await page.locator('nav[aria-label="Breadcrumbs"]').textContent()).toContain('Handbook');
      },
    );
    await page.locator('.quire-doc-sidebar').getByText('Guide', { exact: true }).waitFor();
    await close();
  });

  it('shows bad front matter in an overlay and in the terminal, and takes the overlay away when the file is fixed', async () => {
    const { page, close } = await site.open('intro', { viewport });
    const printed = site.output.length;
    const original = await site.read('docs/intro.md');
    await site.write('docs/intro.md', original.replace('title: Introduction', 'title: [Introduction'));
    await overlay(page).waitFor();
    expect(await overlay(page).getAttribute('role')).toBe('alert');
    const text = await overlay(page).textContent();
    expect(text).toContain('1 error');
    expect(text).toMatch(/docs\/intro\.md:3:1/);
    expect(text).toContain('Front matter is not valid YAML');
    await site.waitForOutput(/error {2}\S*docs\/intro\.md:3:1 Front matter is not valid YAML/, printed);
    // Under the overlay, the last good version of the page stays.
    expect(await page.locator('h1').first().textContent()).toBe('Introduction');

    await site.write('docs/intro.md', original.replace('Welcome to the fixture site.', 'Welcome back to the fixture site.'));
    await page.getByText('Welcome back to the fixture site.').waitFor();
    await overlay(page).waitFor({ state: 'detached' });
    await site.waitForOutput(/fixed {2}\S*docs\/intro\.md:3:1 Front matter is not valid YAML/, printed);
    await site.write('docs/intro.md', original);
    await close();
  });

  it('shows a broken link as a warning that leaves the page readable, in the overlay and the terminal; fixing it clears the warning', async () => {
    const { page, close } = await site.open('intro', { viewport });
    const printed = site.output.length;
    await withEdit(
      'docs/intro.md',
      (s) => s.replace('Open the [guide](/guide).', 'Open the [guide](/guid).'),
      async () => {
        await overlay(page).waitFor();
        // A warning is a status in a corner, not an alert over the page.
        expect(await overlay(page).getAttribute('role')).toBe('status');
        const text = await overlay(page).textContent();
        expect(text).toContain('1 warning');
        expect(text).toContain('Links to /guid, which is no page.');
        expect(text).toContain('Did you mean /guide?');
        // The page itself has the new link: warnings do not hold back the update.
        await page.locator('main a[href="/guid"]').waitFor();
        await site.waitForOutput(/warning {2}\S*docs\/intro\.md:\d+:\d+ Links to \/guid, which is no page\. Did you mean \/guide\?/, printed);
      },
    );
    await overlay(page).waitFor({ state: 'detached' });
    await page.locator('main a[href="/guide"]').first().waitFor();
    await close();
  });

  it('shows a syntax error in the config in an overlay, keeps serving (an error page on reload), and brings the page back once fixed', async () => {
    const { page, close } = await site.open('intro', { viewport });
    const printed = site.output.length;
    await withEdit(
      'site/quire.config.ts',
      (s) => s.replace("title: 'Fixture Docs',", "title: 'Fixture Docs'"),
      async () => {
        await overlay(page).waitFor();
        const text = await overlay(page).textContent();
        expect(text).toMatch(/site\/quire\.config\.ts:3:3/);
        expect(text).toContain('Expected "}" but found "tagline"');
        await site.waitForOutput(/error {2}\S*site\/quire\.config\.ts:3:3 Expected "\}" but found "tagline"/, printed);
        // Reloaded meanwhile, the page is the server's error page, with the same overlay.
        const response = await page.reload();
        expect(response?.status()).toBe(500);
        await waitForDevConnection(page);
        await overlay(page).waitFor();
        expect(await overlay(page).textContent()).toContain('Expected "}" but found "tagline"');
      },
    );
    // Fixed: the error page reloads itself into the real page.
    await waitForHydration(page);
    await page.locator('h1', { hasText: 'Introduction' }).waitFor();
    expect(await overlay(page).count()).toBe(0);
    await close();
  });
});
