import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './launch-chromium.js';
import { buildSiteCopy, cliFixtureSite, type SiteCopy } from './build-site-copy.js';
import type { GeneratedSite } from './large-site.js';
import { openPage, waitForHydration, type OpenedPage } from './open-page.js';
import { serveBuiltSite, type ServedSite } from './serve-built-site.js';

/** Which site a test file runs against: the real one (default), or a CLI fixture built for the file. */
export interface SiteUnderTestOptions {
  /** A fixture scenario of the CLI's tests (`packages/cli/test/fixtures/<name>`), built into a temporary folder. */
  fixture?: string;
  /** The base URL to build and serve the fixture under (default `/`). */
  baseUrl?: string;
  /** A site written for the file (say by `generateLargeSite`), built like a fixture and removed afterwards. */
  generate?: () => Promise<GeneratedSite>;
}

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
 * after them: the setup every e2e file shares. With a `fixture`, that site
 * is built first (under `baseUrl`) and its build removed at the end.
 */
export function useSiteUnderTest({ fixture, baseUrl = '/', generate }: SiteUnderTestOptions = {}): SiteUnderTest {
  let site: ServedSite;
  let browser: Browser;
  let copy: SiteCopy | undefined;
  let generated: GeneratedSite | undefined;
  beforeAll(async () => {
    if (generate) generated = await generate();
    if (fixture || generated) copy = await buildSiteCopy(['--base-url', baseUrl], generated?.siteDir ?? cliFixtureSite(fixture!));
    site = await serveBuiltSite(copy ? ['--dir', copy.outDir, '--base-url', baseUrl] : []);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await copy?.remove();
    await generated?.remove();
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
