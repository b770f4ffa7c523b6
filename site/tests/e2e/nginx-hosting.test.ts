import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteCopy, type SiteCopy } from '../support/build-site-copy.js';
import { launchChromium } from '../support/launch-chromium.js';
import { openPage, waitForHydration, type OpenedPage } from '../support/open-page.js';
import { recordCspViolations, type CspViolation } from '../support/record-csp-violations.js';
import { serveWithNginx, type NginxSite } from '../support/serve-with-nginx.js';
import { headersFileRule } from '../support/site-headers.js';

// The site as a GitHub Pages project site or a company docs path would host
// it: built for a sub-path, served by a real nginx with the response headers
// the build suggests (its `_headers` file), Content-Security-Policy included.
const BASE = '/redux-toolkit/';
const docsDir = fileURLToPath(new URL('../../../docs/', import.meta.url));

let browser: Browser;
let copy: SiteCopy;
let nginx: NginxSite;
/** The same build served at `/`, the wrong path for it. */
let atRoot: NginxSite;
let pageHeaders: Record<string, string>;

beforeAll(async () => {
  copy = await buildSiteCopy(['--base-url', BASE]);
  pageHeaders = await headersFileRule(copy.outDir, `${BASE}*`);
  nginx = await serveWithNginx({ root: copy.outDir, baseUrl: BASE, pageHeaders });
  atRoot = await serveWithNginx({ root: copy.outDir, baseUrl: '/', pageHeaders });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await atRoot?.stop();
  await copy?.remove();
});

/** A fresh page that reports CSP violations, not yet navigated. */
async function hostedPage(): Promise<OpenedPage & { violations: CspViolation[] }> {
  const opened = await openPage(browser);
  return { ...opened, violations: await recordCspViolations(opened.page) };
}

/** What the raw HTML of a response holds that a CSP or a reader's safety cares about, parsed by Chromium's own parser. */
async function inspectHtml(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const elements = Array.from(doc.querySelectorAll('*'));
    return {
      eventHandlers: elements.flatMap((el) => el.getAttributeNames().filter((name) => /^on/i.test(name)).map((name) => `<${el.localName} ${name}>`)),
      scriptUrls: elements.flatMap((el) =>
        ['href', 'src', 'action', 'formaction'].map((name) => el.getAttribute(name) ?? '').filter((value) => /^\s*(javascript|vbscript):/i.test(value)),
      ),
      inlineScripts: Array.from(doc.querySelectorAll('script:not([src])'))
        .filter((s) => !/json/.test(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent ?? ''),
      externalLinks: doc.querySelectorAll('a[href^="http"]').length,
      externalLinksWithoutRel: Array.from(doc.querySelectorAll('a[href^="http"]'))
        .filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? ''))
        .map((a) => a.outerHTML),
    };
  }, html);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

async function countDocs(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.parentPath.includes('node_modules')).length;
}

describe('the site built for /redux-toolkit/ and served by nginx', () => {
  it('sends pages with the CSP and revalidation, hashed assets as immutable, and unknown paths as the 404 page with status 404', async () => {
    const csp = pageHeaders['Content-Security-Policy']!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    const home = await fetch(nginx.url);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toBe(csp);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const html = await home.text();
    const client = new RegExp(`${BASE}assets/quire-client-[\\w-]+\\.js`).exec(html)?.[0];
    expect(client).toBeDefined();
    const script = await fetch(new URL(client!, nginx.url));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('application/javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of ['no/such/page', 'api/createSlice/nope', 'assets/routes/api/createSlice-GONE.js']) {
      const missing = await fetch(nginx.url + path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).toContain('Page Not Found');
    }
  });

  it('loads every route (the docs, home and search) with status 200, and hydrates each under the CSP with no violation, inline handler or console error', async () => {
    const sitemap = await readFile(join(copy.outDir, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(routes).toContain(BASE);
    expect(routes).toContain(`${BASE}search`);
    expect(routes).toHaveLength((await countDocs(docsDir)) + 2);

    const csp = pageHeaders['Content-Security-Policy']!;
    const { page, problems, violations, close } = await hostedPage();
    for (const route of [...routes, `${BASE}no/such/page`]) {
      const before = problems.length;
      const response = await page.goto(new URL(route, nginx.url).href);
      expect(response?.status(), route).toBe(route.endsWith('no/such/page') ? 404 : 200);
      expect(response?.headers()['content-security-policy'], route).toBe(csp);
      await waitForHydration(page);
      await expect(page.locator('main h1').count(), route).resolves.toBe(1);
      const found = await inspectHtml(page, await response!.text());
      expect(found.eventHandlers, route).toEqual([]);
      expect(found.scriptUrls, route).toEqual([]);
      // The footer links out on every page, so this is never a check of nothing.
      expect(found.externalLinks, route).toBeGreaterThan(0);
      expect(found.externalLinksWithoutRel, route).toEqual([]);
      // Every inline script is one the policy names by hash, or the browser would have refused it.
      expect(found.inlineScripts.length, route).toBeGreaterThan(0);
      for (const source of found.inlineScripts) expect(csp, `${route}: ${source.slice(0, 60)}`).toContain(sha256(source));
      // Chromium's own line about the fallback page's 404 status is no script error.
      const fresh = problems.slice(before).filter((p) => !(route.endsWith('no/such/page') && p.includes('404')));
      expect(fresh, route).toEqual([]);
    }
    expect(violations).toEqual([]);
    await close();
  }, 240_000);

  it('navigates client-side and prefetches under the base URL', async () => {
    const { page, problems, violations, close } = await hostedPage();
    const manifest = page.waitForResponse((r) => new RegExp(`${BASE}route-manifest\\.json$`).test(r.url()));
    await page.goto(nginx.url + 'introduction/getting-started');
    await waitForHydration(page);
    expect((await manifest).status()).toBe(200);
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same document'));

    const link = page.locator(`.quire-doc-sidebar a[href="${BASE}api/createSlice"]`);
    const prefetched = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(`${BASE}assets/routes/api/createSlice-`));
    await link.hover();
    const prefetch = await prefetched;
    expect(prefetch.resourceType()).not.toBe('script'); // a <link rel=prefetch>, not the import
    expect((await prefetch.response())?.status()).toBe(200);

    await link.click();
    await page.waitForURL(nginx.url + 'api/createSlice');
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'createSlice');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    await expect(page.title()).resolves.toBe('createSlice | Redux Toolkit');

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Getting Started with Redux Toolkit');
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    await close();
  });

  it('searches under the CSP: the dialog loads the index from under the base URL and shows results', async () => {
    const { page, problems, violations, close } = await hostedPage();
    const index: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith(`${BASE}search-index/`)) index.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(nginx.url + 'api/createSlice');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the docs' });
    await dialog.waitFor();
    await page.keyboard.type('createSlice');
    // The index's files come from the site's own origin, which the policy's connect-src must allow, or no result ever shows.
    await dialog.getByRole('option').first().waitFor({ timeout: 15_000 });
    const first = await dialog.getByRole('option').first().locator('a').first().getAttribute('href');
    expect(first).toMatch(new RegExp(`^${BASE}`));
    expect(index.length).toBeGreaterThan(0);
    expect(index.filter((line) => !line.startsWith('200 '))).toEqual([]);
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    await close();
  });

  it('shows the base-URL banner, under the same CSP, when the build is served at / instead', async () => {
    const { page, violations, close } = await hostedPage();
    const response = await page.goto(atRoot.url);
    expect(response?.status()).toBe(200);
    const banner = page.locator('#__quire-base-url-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('baseUrl to "/"');
    // Only the inline check ran: the bundle, asked for under /redux-toolkit/, is not there.
    expect(await page.locator('html[data-quire-ready]').count()).toBe(0);
    expect(violations).toEqual([]);
    await close();
  });

  it('would notice an inline script the policy does not allow (the checks above can fail)', async () => {
    const { page, problems, violations, close } = await hostedPage();
    await page.route(nginx.url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', '<script>window.__injected = 1</script></head>');
      await route.fulfill({ response, body: html });
    });
    await page.goto(nginx.url);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline', page: BASE });
    expect(problems.some((p) => p.includes('Content Security Policy'))).toBe(true);
    await close();
  });
});
