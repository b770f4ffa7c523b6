import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded one), headless, with the flags this
 * sandboxed, offline machine needs. `CHROMIUM_PATH` overrides the binary.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
