// What a reader downloads on a first visit of a docs page and the first
// client-side navigation from it, measured in Chromium against the built
// site served as a host serves it (bench/lib/static-site-server.mjs): every
// byte the browser fetched, HTML, CSS, JavaScript, the route manifest and
// its shards, and the prefetches the page started on its own (links that
// came into view) or on the way (the link hovered as it is clicked).
//
// The same page and target at every size: the second generated page (as the
// first-visit JavaScript row measures, bench/lib/payload.mjs), then its
// pagination "next" link, clicked. Every wait is on an event: hydration,
// the new URL, the new page's heading, the network falling quiet
// (bench/lib/network-settle.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { READER_VIEWPORT } from './chromium.mjs';
import { trackNetwork } from './network-settle.mjs';
import { sampleDocsPage } from './payload.mjs';
import { serveStaticSite } from './static-site-server.mjs';

/**
 * @typedef {object} DownloadSummary
 * @property {number} bytes body bytes as sent, gzip where a host compresses
 * @property {number} requests
 * @property {Record<string, number>} byKind bytes per kind: html, css, js, manifest, other
 * @property {string[]} manifestFiles the route manifest's files fetched (its index and shards)
 * @property {import('./static-site-server.mjs').ServedResponse[]} responses
 */

/**
 * @typedef {object} ReaderVisit
 * @property {string} page the route first visited
 * @property {string} next the route navigated to
 * @property {DownloadSummary} firstVisit
 * @property {DownloadSummary} navigation
 * @property {number} totalBytes both together
 * @property {string[]} problems console errors, page errors and failed responses (`404 /favicon.ico`)
 */

/**
 * Visits the sample docs page of the site in `outDir`, lets its prefetches
 * run, clicks its "next" link, and counts what each step downloaded.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} outDir
 * @returns {Promise<ReaderVisit>}
 */
export async function measureReaderVisit(browser, outDir) {
  const sample = sampleDocsPage(outDir);
  if (!sample) throw new Error(`no docs page in ${outDir}`);
  const page = routeOf(outDir, sample);
  const next = nextLink(readFileSync(sample, 'utf8'));
  if (!next) throw new Error(`${page} has no pagination "next" link to navigate with`);
  const targetFile = join(outDir, next, 'index.html');
  if (!existsSync(targetFile)) throw new Error(`${page}'s "next" link ${next} has no page in the output`);
  const heading = firstHeading(readFileSync(targetFile, 'utf8'));
  if (!heading) throw new Error(`${next} has no <h1> to wait for`);

  const server = await serveStaticSite(outDir);
  const context = await browser.newContext({ viewport: READER_VIEWPORT });
  try {
    const tab = await context.newPage();
    const problems = [];
    // Script errors, and each response that failed by its URL (Chromium's console line for it names none).
    tab.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text()));
    tab.on('pageerror', (error) => problems.push(error.message));
    tab.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${new URL(response.url()).pathname}`));
    const network = trackNetwork(tab);

    await tab.goto(server.url + page.slice(1));
    await tab.waitForSelector('html[data-quire-ready]', { timeout: 30_000 });
    await network.settle();
    const firstVisit = summarize(server.take());

    // A full page load would lose this; a client-side navigation keeps it.
    await tab.evaluate(() => (window.__quireBenchMarker = true));
    await tab.click('a.quire-pagination-link--next');
    await tab.waitForURL(server.url + next.slice(1), { timeout: 30_000 });
    await tab.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, heading, { timeout: 30_000 });
    await network.settle();
    const navigation = summarize(server.take());
    if (!(await tab.evaluate(() => window.__quireBenchMarker === true))) throw new Error(`the click on "next" reloaded the page instead of navigating client-side`);

    return { page, next, firstVisit, navigation, totalBytes: firstVisit.bytes + navigation.bytes, problems };
  } finally {
    await context.close();
    await server.close();
  }
}

/** The route of a page's `index.html` in the output: `/section-00/page-0001`. */
function routeOf(outDir, file) {
  return '/' + relative(outDir, file).split(sep).join('/').replace(/\/?index\.html$/, '');
}

/** The href of the page's pagination "next" link, as rendered. */
function nextLink(html) {
  for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
    if (!/class="[^"]*\bquire-pagination-link--next\b/.test(tag)) continue;
    return /\bhref="([^"]+)"/.exec(tag)?.[1]?.replace(/[?#].*$/, '') ?? null;
  }
  return null;
}

/** The text of the first `<h1>`, tags stripped: what the new page shows once it rendered. */
function firstHeading(html) {
  const inner = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  if (inner === undefined) return null;
  const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => entities[name])
    .trim();
}

/** @returns {DownloadSummary} */
function summarize(responses) {
  const byKind = { html: 0, css: 0, js: 0, manifest: 0, other: 0 };
  const manifestFiles = [];
  for (const response of responses) {
    const kind = kindOf(response.path);
    byKind[kind] += response.bytes;
    if (kind === 'manifest') manifestFiles.push(response.path);
  }
  return { bytes: responses.reduce((sum, r) => sum + r.bytes, 0), requests: responses.length, byKind, manifestFiles, responses };
}

/** What a response is, by its path: the route manifest (index or shard), a script, a style sheet, a page, or other. */
function kindOf(path) {
  const pathname = path.replace(/\?.*$/, '');
  if (/(^|\/)route-manifest\.json$/.test(pathname) || /\/manifest\/.*\.json$/.test(pathname)) return 'manifest';
  if (/\.m?js$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (pathname.endsWith('.html') || !/\.[\w]+$/.test(pathname.split('/').pop() ?? '')) return 'html';
  return 'other';
}
