import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

const viewport = { width: 1280, height: 800 };

/** Whether the docs layout (sidebar, breadcrumbs, version badge) wraps the page on screen. */
async function hasDocsLayout(page: Page): Promise<boolean> {
  const sidebar = await page.getByRole('navigation', { name: 'Docs sidebar' }).count();
  const crumbs = await page.getByRole('navigation', { name: 'Breadcrumbs' }).count();
  return sidebar + crumbs > 0;
}

describe('pages and their layouts', () => {
  it('the footer has the Docs, Community and More columns and a copyright line, on every kind of page', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    for (const path of ['', 'api/createSlice', 'search', 'no/such/page']) {
      await page.goto(site.url + path);
      await waitForHydration(page);
      // The site's footer (the contentinfo landmark), not a doc's own <footer> of tags and edit link.
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('h2').allTextContents()).resolves.toEqual(['Docs', 'Community', 'More']);
      await expect(footer.getByRole('link', { name: 'Getting Started' }).getAttribute('href')).resolves.toBe('/introduction/getting-started');
      // External footer links open safely in a new tab.
      const discord = footer.getByRole('link', { name: 'Discord' });
      await expect(discord.getAttribute('target')).resolves.toBe('_blank');
      await expect(discord.getAttribute('rel')).resolves.toContain('noopener');
      await expect(footer.textContent()).resolves.toMatch(/Copyright ©/);
    }
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await close();
  });

  it('the home page has a hero with calls to action and features, and no docs layout', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url);
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Redux Toolkit');
    const cta = page.locator('main').getByRole('link', { name: 'Get Started' });
    await expect(cta.getAttribute('href')).resolves.toBe('/introduction/getting-started');
    await expect(page.locator('.quire-feature h2').allTextContents()).resolves.toEqual(['Simple', 'Opinionated', 'Powerful', 'Effective']);
    // Each card's icon is a real image that loaded (naturalWidth is 0 for a broken one).
    const icons = await page.locator('.quire-feature img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ loaded: img.complete && img.naturalWidth > 0, alt: img.alt })),
    );
    expect(icons).toEqual(Array(4).fill({ loaded: true, alt: '' }));
    // The section on the other Redux libraries links out to them.
    const related = page.getByRole('region', { name: 'Other libraries from the Redux team' });
    await expect(related.getByRole('link', { name: 'Redux', exact: true }).getAttribute('href')).resolves.toBe('https://redux.js.org');
    await expect(related.getByRole('link', { name: 'React-Redux' }).getAttribute('href')).resolves.toBe('https://react-redux.js.org');
    expect(await hasDocsLayout(page)).toBe(false);
    await cta.click();
    await page.waitForURL(site.url + 'introduction/getting-started');
    await page.waitForFunction(() => document.title.startsWith('Getting Started'));
    expect(await hasDocsLayout(page)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('the fallback page says "Page Not Found", links home, and has no docs layout', async () => {
    const { page, close } = await site.blank({ viewport });
    await page.goto(site.url + 'api/createSlise');
    await waitForHydration(page);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Page Not Found');
    expect(await hasDocsLayout(page)).toBe(false);
    await page.locator('main a[href="/"]').first().click();
    await page.waitForURL(site.url);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Redux Toolkit');
    await close();
  });

  it('the search page has no docs layout', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url + 'search');
    await waitForHydration(page);
    expect(await hasDocsLayout(page)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('a docs page has breadcrumbs, the "Version: Next" badge, an edit link and previous/next links that navigate', async () => {
    const { page, problems, close } = await site.blank({ viewport });
    await page.goto(site.url + 'tutorials/quick-start');
    await waitForHydration(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.locator('[aria-current="page"]').textContent()).resolves.toBe('Quick Start');
    await expect(page.locator('main').getByText('Version: Next').count()).resolves.toBeGreaterThan(0);
    const edit = page.getByRole('link', { name: 'Edit this page' });
    await expect(edit.getAttribute('href')).resolves.toBe('https://github.com/reduxjs/redux-toolkit/edit/master/docs/tutorials/quick-start.md');
    await expect(edit.getAttribute('rel')).resolves.toContain('noopener');

    const pagination = page.getByRole('navigation', { name: 'Docs pages' });
    const next = pagination.locator('a[rel="next"]');
    const nextHref = await next.getAttribute('href');
    expect(nextHref).toMatch(/^\//);
    const heading = await page.locator('main h1').textContent();
    await next.click();
    await page.waitForURL(site.url + nextHref!.slice(1));
    // The address changes first; the old page stays on screen until the next one has loaded.
    // The next page's title names the tutorial it follows, so wait on the heading, not the title.
    await page.waitForFunction((before) => document.querySelector('main h1')?.textContent !== before, heading);
    const prev = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="prev"]');
    await expect(prev.getAttribute('href')).resolves.toBe('/tutorials/quick-start');
    expect(problems).toEqual([]);
    await close();
  });
});
