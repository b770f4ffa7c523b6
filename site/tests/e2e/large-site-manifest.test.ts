/**
 * A site of more than 2000 routes, whose route manifest is split into
 * shards: a reader's page fetches the small index and its own section's
 * shard, then only the shards of the paths it goes to or shows intent for
 * (hover, focus), never the whole route table, nor a shard for each link
 * that merely scrolls into view; client-side navigation, the fallback page
 * and prefetching work as on a small site.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emulateConnection } from '../support/emulate-connection.js';
import { docRoute, generateLargeSite } from '../support/large-site.js';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const SECTIONS = 105;
const site = useSiteUnderTest({ generate: () => generateLargeSite(SECTIONS, 20) });

/** The shard file of each route, from the served index and shards: `/section-03/page-04` → `/assets/manifest/<hash>/5.json`. */
async function shardFiles(): Promise<Map<string, string>> {
  const index = (await (await fetch(site.url + 'route-manifest.json')).json()) as { shards: { folder: string; count: number } };
  const files = new Map<string, string>();
  for (let i = 0; i < index.shards.count; i++) {
    const file = `/${index.shards.folder}/${i}.json`;
    const shard = (await (await fetch(site.url + file.slice(1))).json()) as { routes: Record<string, unknown> };
    for (const path of Object.keys(shard.routes)) files.set(path, file);
  }
  return files;
}

/** Records, in the page, the path of every `fetch()` it makes (the route manifest's files are fetched so), as it is called. */
async function recordFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { __fetched: string[] }).__fetched = asked;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname);
      return original(input, init);
    };
  });
}

/** The route manifest's files the page asked for so far, in order. */
const manifestFetches = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __fetched: string[] }).__fetched)).filter(
    (path) => path === '/route-manifest.json' || path.startsWith('/assets/manifest/'),
  );

/**
 * Resolves once the page has drawn two frames and then been idle: a link
 * that came into view has been reported by the IntersectionObserver and
 * handed to the prefetcher's idle callback, queued before this one.
 */
const pageSettled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve())))));

/** Resolves once a `<link rel="prefetch">` for a chunk of `route` is in the document. */
const prefetchLinkFor = (page: Page, route: string) =>
  page.waitForFunction((prefix) => document.querySelector(`link[rel="prefetch"][href^="${prefix}"]`) !== null, `/assets/routes${route}-`);

describe('a site of 2100 docs', () => {
  it('navigates with the shards of its paths only', async () => {
    const { page, problems, close } = await site.blank({ viewport: { width: 1280, height: 800 } });
    const fetched: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/route-manifest.json' || path.startsWith('/assets/manifest/')) fetched.push(path);
    });
    await page.goto(site.url + docRoute(3, 4).slice(1));
    await waitForHydration(page);
    // The next page of the section, from the sidebar, client-side.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.locator(`.quire-doc-sidebar a[href="${docRoute(3, 5)}"]`).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page 3.5');
    // A page of another section, by its link in the body.
    await page.locator('.quire-markdown a', { hasText: 'a page of the next section' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page 4.5');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    // An unknown path shows the fallback page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere/at/all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    const index = JSON.parse(await (await fetch(site.url + 'route-manifest.json')).text()) as { shards: { count: number } };
    expect(index.shards.count).toBeGreaterThan(8);
    const shards = fetched.filter((path) => path.startsWith('/assets/manifest/'));
    // The index, and a few shards of the many: the pages gone to, the links prefetched.
    expect(fetched.filter((path) => path === '/route-manifest.json')).toHaveLength(1);
    expect(shards.length).toBeGreaterThan(0);
    expect(new Set(shards).size).toBe(shards.length);
    expect(shards.length).toBeLessThan(index.shards.count);
    expect(problems).toEqual([]);
    await close();
  });

  it('serves a reload and a direct visit of any page as before', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + docRoute(104, 19).slice(1));
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('Page 104.19');
    await page.reload();
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await close();
  });

  it('prefetches links that scroll into view from the shards it has, and fetches another shard only on intent', async () => {
    const shardOf = await shardFiles();
    // A section whose "next section" link, in the body, points into another shard.
    const section = Array.from({ length: SECTIONS - 1 }, (_, s) => s).find((s) => shardOf.get(docRoute(s, 4)) !== shardOf.get(docRoute(s + 1, 4)))!;
    const home = docRoute(section, 4);
    const elsewhere = docRoute(section + 1, 4);
    const { page, problems, close } = await site.blank({ viewport: { width: 1280, height: 800 } });
    await emulateConnection(page, { effectiveType: '4g', saveData: false });
    await recordFetches(page);
    const homeShard = page.waitForResponse((response) => new URL(response.url()).pathname === shardOf.get(home));
    await page.goto(site.url + home.slice(1));
    await waitForHydration(page);
    await homeShard;
    // The pagination's next page, in view and in the home shard, is prefetched from it.
    await prefetchLinkFor(page, docRoute(section, 5));
    const link = page.locator('.quire-markdown a', { hasText: 'a page of the next section' });
    await link.evaluate((anchor) => anchor.scrollIntoView({ block: 'center' }));
    await pageSettled(page);
    expect(await manifestFetches(page)).toEqual(['/route-manifest.json', shardOf.get(home)]);
    expect(await page.locator(`link[rel="prefetch"][href^="/assets/routes${elsewhere}-"]`).count()).toBe(0);

    // A hover is intent: the link's shard is fetched, then its chunks prefetched.
    await link.hover();
    await prefetchLinkFor(page, elsewhere);
    expect(await manifestFetches(page)).toEqual(['/route-manifest.json', shardOf.get(home), shardOf.get(elsewhere)]);
    await link.click();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, `Page ${section + 1}.4`);
    expect(await manifestFetches(page)).toHaveLength(3);
    expect(problems).toEqual([]);
    await close();
  });

  it('on 2g with data saver on, fetches no shard before a navigation needs one', async () => {
    const shardOf = await shardFiles();
    const section = Array.from({ length: SECTIONS - 1 }, (_, s) => s).find((s) => shardOf.get(docRoute(s, 4)) !== shardOf.get(docRoute(s + 1, 4)))!;
    const { page, problems, close } = await site.blank({ viewport: { width: 1280, height: 800 } });
    await emulateConnection(page, { effectiveType: '2g', saveData: true });
    await recordFetches(page);
    await page.goto(site.url + docRoute(section, 4).slice(1));
    await waitForHydration(page);
    // The click resolves its path with the index the page fetched while idle,
    // or fetches it now: either way the home shard, had it been asked for, is listed before the target's.
    await page.locator('.quire-markdown a', { hasText: 'a page of the next section' }).click();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, `Page ${section + 1}.4`);
    expect(await manifestFetches(page)).toEqual(['/route-manifest.json', shardOf.get(docRoute(section + 1, 4))]);
    expect(problems).toEqual([]);
    await close();
  });
});
