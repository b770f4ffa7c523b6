import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** Where the site loads gtag.js from. */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/** A page of its own context, with every console error and uncaught exception collected. */
export interface OpenedPage {
  page: Page;
  /** Console errors and page errors seen so far (hydration mismatches among them). */
  problems: string[];
  /** Console warnings seen so far (routing errors are reported this way). */
  warnings: string[];
  close(): Promise<void>;
}

/**
 * Opens a fresh page in a new browser context (own storage, own cache), with
 * third-party scripts answered locally, and records what a test usually
 * asserts is empty: console errors and uncaught exceptions.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  // The site loads gtag.js (analytics); this machine is offline, so a stand-in
  // answers instead. It does nothing, which leaves every call in dataLayer.
  await context.route(`${GTAG_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in for tests */' }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, warnings, close: () => context.close() };
}

/** Waits until the app has hydrated (the runtime sets `data-quire-ready` on `<html>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-quire-ready]', { timeout: 15_000 });
}
