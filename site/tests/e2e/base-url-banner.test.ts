import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteCopy, type SiteCopy } from '../support/build-site-copy.js';
import { launchChromium } from '../support/launch-chromium.js';
import { openPage, waitForHydration } from '../support/open-page.js';
import { serveBuiltSite, type ServedSite } from '../support/serve-built-site.js';

const BANNER = '#__quire-base-url-banner';

let browser: Browser;
let copy: SiteCopy;
const servers: ServedSite[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  // The same site built for a sub-path, as a GitHub Pages project site would be.
  copy = await buildSiteCopy(['--base-url', '/redux-toolkit/']);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
  await copy?.remove();
});

async function serve(args: string[]): Promise<ServedSite> {
  const server = await serveBuiltSite(args);
  servers.push(server);
  return server;
}

/** Counts script requests that failed, to prove the banner works without the bundle. */
function failedScripts(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400) failed.push(response.url());
  });
  return failed;
}

describe('the base-URL banner on the home page', () => {
  it('never shows on a correct deploy, at the root or under a sub-path', async () => {
    for (const [args, path] of [
      [[], ''],
      [['--dir', copy.outDir, '--base-url', '/redux-toolkit/'], ''],
    ] as const) {
      const site = await serve([...args]);
      const { page, problems, close } = await openPage(browser);
      await page.goto(site.url + path);
      await waitForHydration(page);
      expect(await page.locator(BANNER).count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('shows when a root build is served under a sub-path, and suggests that sub-path, although the bundle fails to load', async () => {
    const site = await serve(['--base-url', '/redux-toolkit/']);
    expect(site.url).toMatch(/\/redux-toolkit\/$/);
    const { page, close } = await openPage(browser);
    const failed = failedScripts(page);
    await page.goto(site.url);
    const banner = page.locator(BANNER);
    await banner.waitFor();
    await expect(banner.getAttribute('role')).resolves.toBe('alert');
    const text = await banner.textContent();
    expect(text).toContain('did not load properly');
    expect(text).toContain('baseUrl to "/redux-toolkit/"');
    // The page's own scripts are at /assets/…, which this server does not have: the banner needed none of them.
    expect(failed.length).toBeGreaterThan(0);
    expect(await page.locator('html[data-quire-ready]').count()).toBe(0);
    // Inline styles: visible and red-bordered with no stylesheet loaded.
    const box = await banner.boundingBox();
    expect(box?.height).toBeGreaterThan(20);
    await close();
  });

  it('shows when a sub-path build is served at the root, and suggests "/"', async () => {
    const site = await serve(['--dir', copy.outDir, '--base-url', '/']);
    const { page, close } = await openPage(browser);
    await page.goto(site.url);
    await page.locator(BANNER).waitFor();
    expect(await page.locator(BANNER).textContent()).toContain('baseUrl to "/"');
    await close();
  });

  it('is only on the home page', async () => {
    const site = await serve(['--base-url', '/redux-toolkit/']);
    const html = await (await fetch(site.url + 'api/createSlice')).text();
    expect(html).not.toContain('__quire-base-url-banner');
    const home = await (await fetch(site.url)).text();
    expect(home).toContain('__quire-base-url-banner');
  });
});
