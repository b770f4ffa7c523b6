import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './launch-chromium.js';
import { openPage, waitForHydration, type OpenedPage } from './open-page.js';
import { serveBuiltSite, type ServedSite } from './serve-built-site.js';

/** The served site and a browser for one test file, with a helper that opens a hydrated page. */
export interface SiteUnderTest {
  readonly url: string;
  /** Opens `path` (relative to the site URL) in a fresh context and waits for hydration. */
  open(path: string, options?: BrowserContextOptions): Promise<OpenedPage>;
  /** A fresh page in a fresh context that has not navigated yet, for tests that set it up first. */
  blank(options?: BrowserContextOptions): Promise<OpenedPage>;
}

/**
 * Starts `quire serve` and Chromium before the file's tests and stops both
 * after them: the setup every chrome e2e file shares.
 */
export function useSiteUnderTest(): SiteUnderTest {
  let site: ServedSite;
  let browser: Browser;
  beforeAll(async () => {
    site = await serveBuiltSite();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get url() {
      return site.url;
    },
    blank(options) {
      return openPage(browser, options);
    },
    async open(path, options) {
      const opened = await openPage(browser, options);
      await opened.page.goto(site.url + path);
      await waitForHydration(opened.page);
      return opened;
    },
  };
}
