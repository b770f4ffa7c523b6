import type { Page } from 'playwright-core';

/**
 * Makes `navigator.connection` report the given connection before any page
 * script runs, as the Network Information API of a phone on that network would.
 */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }) });
  }, connection);
}
