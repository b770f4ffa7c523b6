// Chromium for the rows that measure what a reader downloads and waits for:
// the system's browser driven by playwright-core, as the browser tests and
// bench/search-bench.mjs drive it.
import { chromium } from 'playwright-core';

/** Where the browser is: CHROMIUM_PATH, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A headless Chromium with nothing of its own on the network (no component
 * updates, no background fetches), so every request seen is the page's.
 *
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** The window a reader's visit is measured in: a laptop's, so the sidebar and the content show side by side. */
export const READER_VIEWPORT = { width: 1280, height: 800 };
