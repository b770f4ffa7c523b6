import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlgoliaStub, type AlgoliaStub } from '../support/algolia-stub.js';
import { buildSiteCopy, type SiteCopy } from '../support/build-site-copy.js';
import { launchChromium } from '../support/launch-chromium.js';
import { openPage, waitForHydration } from '../support/open-page.js';
import { serveBuiltSite, type ServedSite } from '../support/serve-built-site.js';

const ORIGIN = 'https://redux-toolkit.js.org';
const INDEX = 'quire-stub-index';
const XSS = '<img src=x onerror=window.__xss=1;alert(1)>';

/** A DocSearch crawler record (its v3 schema), with the highlight and snippet a search answers with. */
function record(objectID: string, level: 'lvl1' | 'lvl2', url: string, lvl2: string | null, content: string | null, snippet: string) {
  const hierarchy = { lvl0: 'API', lvl1: 'createSlice', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const highlight = Object.fromEntries(
    Object.entries(hierarchy)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, { value: v === 'createSlice' ? '<mark>createSlice</mark>' : v, matchLevel: 'full', matchedWords: ['createslice'] }]),
  );
  return {
    objectID,
    type: content ? 'content' : level,
    url: `${ORIGIN}${url}`,
    url_without_anchor: `${ORIGIN}${url.replace(/#.*$/, '')}`,
    anchor: url.includes('#') ? url.split('#')[1] : null,
    content,
    hierarchy,
    _highlightResult: { hierarchy: highlight, hierarchy_camel: [highlight], content: { value: content ?? '', matchLevel: 'none', matchedWords: [] } },
    _snippetResult: { content: { value: snippet, matchLevel: 'full' } },
  };
}

const HITS = [
  record('1', 'lvl2', '/api/createSlice#parameters', 'Parameters', null, ''),
  record('2', 'lvl2', '/api/createSlice#return-value', 'Return value', 'createSlice returns a slice object', '<mark>createSlice</mark> returns a slice object'),
];

let stub: AlgoliaStub;
let copy: SiteCopy;
let served: ServedSite;
let browser: Browser;

beforeAll(async () => {
  stub = await startAlgoliaStub((query) =>
    query === 'xss-probe' ? [record('9', 'lvl2', '/api/createSlice#x', 'Probe', XSS, `&lt;b&gt; ${XSS} <mark>xss-probe</mark>`)] : query ? HITS : [],
  );
  copy = await buildSiteCopy([], undefined, {
    QUIRE_DOCSEARCH_APP_ID: 'STUBAPPID',
    QUIRE_DOCSEARCH_API_KEY: 'stub-search-key',
    QUIRE_DOCSEARCH_INDEX_NAME: INDEX,
    QUIRE_DOCSEARCH_HOSTS: stub.origin,
  });
  served = await serveBuiltSite(['--dir', copy.outDir]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await copy?.remove();
  await stub?.stop();
});

/** The search requests the stub saw for `query`. */
const requestsFor = (query: string) => stub.received.filter((r) => r.requests.some((q) => q.query === query));

async function open(path: string) {
  const opened = await openPage(browser);
  await opened.page.goto(served.url + path);
  await waitForHydration(opened.page);
  return opened;
}

const noScriptRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

describe('DocSearch, configured from QUIRE_DOCSEARCH_* and pointed at a local stub', () => {
  it('writes no built-in index and tags every page for the crawler', async () => {
    expect(existsSync(join(copy.outDir, 'search-index'))).toBe(false);
    const html = await (await fetch(served.url + 'api/createSlice')).text();
    expect(html).toContain('<meta name="docsearch:language" content="en">');
    expect(html).toContain('<meta name="docsearch:version" content="current">');
  });

  it('loads DocSearch only when the reader reaches for search, and its dialog shows the stub\'s hits as site paths', async () => {
    const { page, problems, close } = await open('api/configureStore');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /docsearch|algolia|127\.0\.0\.1:\d+\/1\//.test(u))).toEqual([]);

    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await input.fill('createSlice');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/api/createSlice#parameters',
      '/api/createSlice#return-value',
    ]);
    const sent = requestsFor('createSlice');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]!.requests[0]!.indexName).toBe(INDEX);
    expect(sent[0]!.appId).toBe('STUBAPPID');
    expect(sent[0]!.apiKey).toBe('stub-search-key');

    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search');
    expect(problems).toEqual([]);
    await close();
  });

  it('the /search page queries the same index and lists its hits by page, with heading and excerpt', async () => {
    const before = requestsFor('createSlice').length;
    const { page, problems, close } = await open('search?q=createSlice');
    const result = page.locator('.quire-search-page-result');
    await result.first().waitFor();
    expect(await result.count()).toBe(1);
    expect(await result.locator('.quire-search-page-result-title a').getAttribute('href')).toBe('/api/createSlice');
    expect(await result.locator('.quire-search-hit-heading').allTextContents()).toEqual(['Parameters', 'Return value']);
    expect(await result.locator('mark').allTextContents()).toEqual(['createSlice']);
    const sent = requestsFor('createSlice').slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]!.requests[0]).toMatchObject({ indexName: INDEX, query: 'createSlice' });
    expect(problems).toEqual([]);
    await close();
  });

  it('shows markup in a record\'s snippet as text and runs nothing', async () => {
    const { page, problems, close } = await open('search?q=xss-probe');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const excerpt = page.locator('.quire-search-page-result .quire-search-excerpt');
    await excerpt.waitFor();
    expect(await excerpt.textContent()).toBe(`<b> ${XSS} xss-probe`);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await noScriptRan(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
