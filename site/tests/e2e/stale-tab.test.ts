import { appendFile, cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuireBuild } from '../support/build-site-copy.js';
import { emulateConnection } from '../support/emulate-connection.js';
import { launchChromium } from '../support/launch-chromium.js';
import { openPage, waitForHydration, type OpenedPage } from '../support/open-page.js';
import { serveWithNginx, type NginxSite } from '../support/serve-with-nginx.js';

// A reader keeps a tab open while a new build is deployed over the old one:
// the chunks the tab knows of are gone. A small fixture site keeps the two
// builds quick; the client runtime under test is the same as the real site's.
const BASE = '/docs/';
const fixture = fileURLToPath(new URL('../../../packages/cli/test/fixtures/basic/', import.meta.url));
const CHANGED = 'Reinstalled by the second build.';

let browser: Browser;
let work: string;
let outDir: string;
let nginx: NginxSite;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-stale-tab-'));
  await cp(fixture, join(work, 'src'), { recursive: true });
  outDir = join(work, 'out');
  await runQuireBuild(join(work, 'src/site'), outDir, ['--base-url', BASE]);
  nginx = await serveWithNginx({ root: outDir, baseUrl: BASE });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The route chunks of the build now in place, by file name. */
async function routeChunks(): Promise<string[]> {
  return (await readdir(join(outDir, 'assets/routes'), { recursive: true })).filter((f) => f.endsWith('.js')).sort();
}

/**
 * The introduction, hydrated, from the first build. Prefetching is off (2g
 * with data saver): a chunk prefetched before the deploy would still be in
 * the browser's cache and simply show the old page, which is fine; these
 * tabs must meet chunks they never fetched.
 */
async function openIntro({ manifestLoaded }: { manifestLoaded: boolean }): Promise<OpenedPage> {
  const opened = await openPage(browser);
  const { page } = opened;
  await emulateConnection(page, { effectiveType: '2g', saveData: true });
  // Without an idle moment the manifest waits for the first navigation.
  if (!manifestLoaded) await page.addInitScript(() => Object.defineProperty(window, 'requestIdleCallback', { value: () => 0 }));
  const manifest = page.waitForResponse((r) => /\/route-manifest\.json$/.test(r.url()), { timeout: 5000 });
  await page.goto(nginx.url + 'intro');
  await waitForHydration(page);
  if (manifestLoaded) await manifest;
  else manifest.catch(() => undefined);
  await page.evaluate(() => ((window as unknown as { __tab: string }).__tab = 'opened before the deploy'));
  return opened;
}

/** Main-frame document loads from now on. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads++;
  });
  return () => loads;
}

/** Clicks Installation in the sidebar, expects the error box, presses Retry, and expects the new build's page. */
async function clickStaleLinkAndRetry(opened: OpenedPage): Promise<string> {
  const { page } = opened;
  await page.locator(`.quire-doc-sidebar a[href="${BASE}guide/installation"]`).click();
  const alert = page.getByRole('alert');
  await alert.waitFor({ state: 'visible', timeout: 10_000 });
  const message = (await alert.locator('p').textContent()) ?? '';
  expect(await page.evaluate(() => (window as unknown as { __tab?: string }).__tab)).toBe('opened before the deploy');

  const loads = countDocumentLoads(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), CHANGED, { timeout: 15_000 });
  await waitForHydration(page);
  expect(page.url()).toBe(nginx.url + 'guide/installation');
  // A full load of the new version, once: not the old document patched up, and not a reload loop.
  expect(await page.evaluate(() => (window as unknown as { __tab?: string }).__tab)).toBeUndefined();
  await expect(page.getByRole('alert').count()).resolves.toBe(0);

  // The new version works as an app: a client-side navigation, no error.
  await page.evaluate(() => ((window as unknown as { __tab: string }).__tab = 'reloaded'));
  await page.locator(`.quire-doc-sidebar a[href="${BASE}intro"]`).click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Introduction');
  // Still the document Retry loaded, after a navigation of its own: it did not load itself again meanwhile.
  expect(await page.evaluate(() => (window as unknown as { __tab?: string }).__tab)).toBe('reloaded');
  expect(loads()).toBe(2); // Retry's full load, then the client-side navigation (Playwright counts both)
  return message;
}

describe('a tab left open across a deploy', () => {
  it('shows the error box on a link to a page whose chunk is gone, and Retry loads the new version once', async () => {
    const withManifest = await openIntro({ manifestLoaded: true });
    const withoutManifest = await openIntro({ manifestLoaded: false });

    // Deploy: a changed doc, built over the served folder (staged, then swapped in).
    const before = await routeChunks();
    await appendFile(join(work, 'src/docs/guide/installation.md'), `\n${CHANGED}\n`);
    await runQuireBuild(join(work, 'src/site'), outDir, ['--base-url', BASE]);
    const after = await routeChunks();
    const oldChunk = before.find((f) => f.startsWith('guide/installation-'))!;
    expect(oldChunk).toBeDefined();
    expect(after).not.toContain(oldChunk);
    expect(after.some((f) => f.startsWith('guide/installation-'))).toBe(true);

    // The tab that knows the old route manifest asks for the old chunk.
    const chunkGone = await clickStaleLinkAndRetry(withManifest);
    expect(chunkGone).toMatch(/new version of this site/i);

    // The tab that never fetched the manifest gets the one deployed now, which its runtime (the same
    // client script) reads: it goes on to the new version's page in the same document, with no error.
    const { page } = withoutManifest;
    await page.locator(`.quire-doc-sidebar a[href="${BASE}guide/installation"]`).click();
    await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), CHANGED, { timeout: 15_000 });
    // The same document (a client-side navigation; Playwright counts those as frame navigations too).
    expect(await page.evaluate(() => (window as unknown as { __tab?: string }).__tab)).toBe('opened before the deploy');
    expect(page.url()).toBe(nginx.url + 'guide/installation');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    // What failed to load is reported by Chromium as 404s; nothing else may be an error.
    for (const { problems } of [withManifest, withoutManifest]) {
      expect(problems.filter((p) => !/404|Failed to fetch dynamically imported module/.test(p))).toEqual([]);
    }
    await withManifest.close();
    await withoutManifest.close();
  }, 120_000);

  it('has a tab whose runtime a deploy replaced refuse the new route manifest, and Retry loads the new version once', async () => {
    const withoutManifest = await openIntro({ manifestLoaded: false });
    // Deploy: a config change puts other site data in the client entry, so the client script is another file.
    const config = join(work, 'src/site/quire.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("tagline: '", "tagline: 'Redeployed: "));
    await runQuireBuild(join(work, 'src/site'), outDir, ['--base-url', BASE]);

    const message = await clickStaleLinkAndRetry(withoutManifest);
    expect(message).toMatch(/new version of this site/i);
    expect(withoutManifest.problems.filter((p) => !/404|Failed to fetch dynamically imported module/.test(p))).toEqual([]);
    await withoutManifest.close();
  }, 120_000);
});
