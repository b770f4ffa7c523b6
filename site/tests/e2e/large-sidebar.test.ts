/**
 * A sidebar too large to ship whole with every page (more than 100 links):
 * each page's HTML holds its own section's links and the other sections'
 * labels; its route chunk imports the same from modules every page shares
 * (the sidebar's skeleton, the open section's chunk); a closed section's
 * links load when the reader opens it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docRoute, generateLargeSite, sectionName } from '../support/large-site.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const SECTIONS = 8;
const PAGES = 20;
const site = useSiteUnderTest({ generate: () => generateLargeSite(SECTIONS, PAGES) });
const desktop = { viewport: { width: 1280, height: 800 } };

const sidebarLinks = (page: Page, section: number) =>
  page.locator(`.quire-doc-sidebar a[href^="/${sectionName(section)}/"]`).count();
const summary = (page: Page, section: number) => page.locator('.quire-doc-sidebar summary', { hasText: `Section ${String(section).padStart(2, '0')}` });

describe('a sidebar of 160 links', () => {
  it("ships each page with its own section's links and every section's label: in its HTML, and through modules its section's pages share", async () => {
    const html = await (await fetch(site.url + docRoute(2, 5).slice(1))).text();
    const sidebar = /<nav class="quire-sidebar"[^]*?<\/nav>/.exec(html)?.[0] ?? '';
    for (let s = 0; s < SECTIONS; s++) expect(sidebar).toContain(`Section ${String(s).padStart(2, '0')}`);
    expect(sidebar.match(/href="\/section-02\//g)).toHaveLength(PAGES);
    expect(sidebar).not.toContain('href="/section-04/');
    // The route chunk carries no copy of the sidebar: it imports the modules every page of the sidebar shares.
    const boot = JSON.parse(/<script id="__quire_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as { route: { chunk: string; deps: string[] } };
    const chunk = await (await fetch(site.url + boot.route.chunk)).text();
    expect(chunk).not.toContain('category');
    expect(chunk).not.toContain('Section 04');
    const imported = [...chunk.matchAll(/import \w+ from"([^"]+)"/g)].map((m) => new URL(m[1]!, site.url + boot.route.chunk).pathname.slice(1));
    expect(imported).toHaveLength(3);
    // What it imports, the page preloads (and a link to it prefetches).
    expect([...boot.route.deps].sort()).toEqual([...imported].sort());
    for (const file of imported) expect(html).toContain(`<link rel="modulepreload" href="/${file}">`);
    const [, skeleton, section] = await Promise.all(imported.map(async (file) => (await fetch(site.url + file)).text()));
    for (let s = 0; s < SECTIONS; s++) expect(skeleton).toContain(`Section ${String(s).padStart(2, '0')}`);
    expect(skeleton).not.toContain('/section-02/page-');
    expect(section!.match(/\/section-02\/page-\d+/g)).toHaveLength(PAGES);
    expect(section).not.toContain('/section-04/page-');
    // Every page of the section imports the same modules.
    const other = await (await fetch(site.url + docRoute(2, 9).slice(1))).text();
    const otherChunk = JSON.parse(/<script id="__quire_data" type="application\/json">(.*?)<\/script>/s.exec(other)![1]!) as { route: { deps: string[] } };
    expect(otherChunk.route.deps).toEqual(boot.route.deps);
  });

  it('loads the links of a closed section when it is opened, once, and keeps them across navigation', async () => {
    const { page, problems, close } = await site.open(docRoute(2, 5).slice(1), desktop);
    const sidebarChunks: string[] = [];
    page.on('request', (request) => {
      // Imports only: prefetches of linked routes' chunks (their sections' links) are guesses, made once the page is idle.
      if (request.url().includes('/assets/sidebar/') && request.resourceType() === 'script') sidebarChunks.push(new URL(request.url()).pathname);
    });
    expect(await sidebarLinks(page, 2)).toBe(PAGES);
    expect(await sidebarLinks(page, 4)).toBe(0);

    await summary(page, 4).click();
    await page.waitForFunction((n) => document.querySelectorAll('.quire-doc-sidebar a[href^="/section-04/"]').length === n, PAGES);
    expect(sidebarChunks).toHaveLength(1);

    // Into section 4 client-side: its page ships section 2 closed, which the reader had open.
    await page.locator(`.quire-doc-sidebar a[href="${docRoute(4, 7)}"]`).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page 4.7');
    expect(await page.locator('.quire-doc-sidebar a[aria-current="page"]').getAttribute('href')).toBe(docRoute(4, 7));
    expect(await sidebarLinks(page, 2)).toBe(PAGES);
    expect(await sidebarLinks(page, 4)).toBe(PAGES);
    expect(sidebarChunks).toHaveLength(1);

    // Closed and opened again: no second request.
    await summary(page, 4).click();
    await summary(page, 4).click();
    // The open category renders its links on the next React commit, from the chunk already loaded.
    await page.waitForFunction((n) => document.querySelectorAll('.quire-doc-sidebar a[href^="/section-04/"]').length === n, PAGES);
    expect(sidebarChunks).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });
});
