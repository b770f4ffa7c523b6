/**
 * A sidebar whose top level is longer than 100 items (a generated reference
 * of many sections): each page lists it in collapsed groups of 30, the group
 * holding the page open, so what a page carries stays bounded; a reader
 * opens another group, then a section in it, and both load on demand.
 */
import { describe, expect, it } from 'vitest';
import { docRoute, generateLargeSite } from '../support/large-site.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const SECTIONS = 120;
const site = useSiteUnderTest({ generate: () => generateLargeSite(SECTIONS, 1) });
const desktop = { viewport: { width: 1280, height: 800 } };

describe('a sidebar of 120 sections', () => {
  it('lists them in groups of 30 on every page, the group of the page open', async () => {
    const html = await (await fetch(site.url + docRoute(70, 0).slice(1))).text();
    const sidebar = /<nav class="quire-sidebar"[^]*?<\/nav>/.exec(html)?.[0] ?? '';
    const summaries = [...sidebar.matchAll(/<summary[^>]*>([^<]*)<\/summary>/g)].map((m) => m[1]);
    // Four groups, the third open with the labels of its 30 sections: not all 120.
    expect(summaries).toEqual([
      'Section 00 – Section 29',
      'Section 30 – Section 59',
      'Section 60 – Section 89',
      ...Array.from({ length: 30 }, (_, i) => `Section ${60 + i}`),
      'Section 90 – Section 119',
    ]);
    expect(sidebar.match(/<a [^>]*href="\/section-\d+\//g)).toHaveLength(1);
    expect(sidebar).toContain(`href="${docRoute(70, 0)}"`);
  });

  it('opens another group, then a section in it, on demand, and navigates to its page', async () => {
    const { page, problems, close } = await site.open(docRoute(70, 0).slice(1), desktop);
    const sidebar = page.locator('.quire-doc-sidebar');
    await sidebar.locator('summary', { hasText: 'Section 90 – Section 119' }).click();
    await sidebar.locator('summary', { hasText: /^Section 110$/ }).click();
    const link = sidebar.locator(`a[href="${docRoute(110, 0)}"]`);
    await link.click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page 110.0');
    expect(await sidebar.locator('a[aria-current="page"]').getAttribute('href')).toBe(docRoute(110, 0));
    expect(problems).toEqual([]);
    await close();
  });
});
