// A reader's first search on the built site's search page, in Chromium:
// what the query downloads (the search client's chunk, the index's root
// `search-index/index.json`, the term buckets of the query's words, and
// the page tables and fragments of the results shown: each body as sent,
// gzip where a host compresses, the index's `.bin` files as they are,
// since the build gzips them itself) and how long from typing to the
// results shown, by the page's own clock.
//
// The search page (`/search`) loads its form and the search client's
// loader as a chunk of their own; the query is typed once that form is
// there (its "type a word" prompt shows) and the page has stopped
// fetching, so everything the server sends from the keystroke until the
// results show is the query's. Prefetching is off in this tab (a 2g
// connection with data saver on, the one case where Quire never
// prefetches): the result links' prefetches would be the next page's
// bytes, not the query's, and would race the count. The server's log
// counts what was sent, so the bytes are the wire's, whatever the browser
// cached or inflated.
import { READER_VIEWPORT } from './chromium.mjs';
import { trackNetwork } from './network-settle.mjs';
import { serveStaticSite } from './static-site-server.mjs';

/** The search page's route and the selectors of its parts (the theme's search-page-body.tsx). */
const SEARCH_PAGE = 'search';
const INPUT = '.quire-search-page .quire-search-input';
const PROMPT = '.quire-search-page p.quire-search-status';
const RESULT = '.quire-search-page-result';
const FAILED = '.quire-search-error';
/** The status line that names the query answered ("N pages found for …", "No results for …"). */
const ANSWERED = '.quire-search-page p.quire-search-status .quire-search-query';

/** The word typed after the first query, as a reader refines a search. */
const SECOND_QUERY = 'selector';

/**
 * @typedef {object} SearchVisit
 * @property {string} query
 * @property {number} results result pages the page shows
 * @property {number} latencyMs from the input event of the typed query to the results in the page
 * @property {number} bytes bodies as sent during that time
 * @property {number} requests
 * @property {import('./static-site-server.mjs').ServedResponse[]} responses
 * @property {{ query: string, results: number, latencyMs: number, bytes: number, requests: number }} second
 *   a second query typed over the first once its results showed
 * @property {string[]} problems console errors, page errors and failed responses
 */

/**
 * Opens the search page of the site in `outDir` in a fresh tab and types `query` at once.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} outDir
 * @param {string} query
 * @returns {Promise<SearchVisit>}
 */
export async function measureFirstSearch(browser, outDir, query) {
  const server = await serveStaticSite(outDir);
  const context = await browser.newContext({ viewport: READER_VIEWPORT });
  try {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '2g', saveData: true }) });
    });
    const tab = await context.newPage();
    const problems = [];
    tab.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && problems.push(message.text()));
    tab.on('pageerror', (error) => problems.push(error.message));
    tab.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${new URL(response.url()).pathname}`));
    const network = trackNetwork(tab);

    const response = await tab.goto(server.url + SEARCH_PAGE);
    if (response?.status() !== 200) throw new Error(`/${SEARCH_PAGE} answered ${response?.status()}: the site has no search page`);
    await tab.waitForSelector('html[data-quire-ready]', { timeout: 30_000 });
    await tab.waitForSelector(PROMPT, { timeout: 30_000 });
    await network.settle();
    server.take();

    const first = await timeQuery(tab, query);
    const firstResponses = server.take();
    // A second word, the client and the index's entries loaded: what each later query costs.
    const second = await timeQuery(tab, SECOND_QUERY);
    const secondResponses = server.take();
    return {
      query,
      results: first.results,
      latencyMs: first.latencyMs,
      bytes: firstResponses.reduce((sum, r) => sum + r.bytes, 0),
      requests: firstResponses.length,
      responses: firstResponses,
      second: { query: SECOND_QUERY, results: second.results, latencyMs: second.latencyMs, bytes: secondResponses.reduce((sum, r) => sum + r.bytes, 0), requests: secondResponses.length },
      problems,
    };
  } finally {
    await context.close();
    await server.close();
  }
}

/**
 * Types `query` into the search page's input (replacing what is there) and
 * waits for the page to say it answered that query: both moments by the
 * page's clock, the input event the typing fires and the mutation that
 * shows the answer.
 */
async function timeQuery(tab, query) {
  const answered = tab.evaluate(
    ({ input, answered, result, failed, query }) =>
      new Promise((done) => {
        let typedAt = null;
        document.addEventListener('input', (event) => event.target.matches?.(input) && typedAt === null && (typedAt = performance.now()), true);
        const observer = new MutationObserver(() => {
          if (typedAt === null) return;
          const failure = document.querySelector(failed);
          if (!failure && document.querySelector(answered)?.textContent !== query) return;
          observer.disconnect();
          done({ failed: failure?.textContent ?? null, latencyMs: performance.now() - typedAt, results: document.querySelectorAll(result).length });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        window.__quireBenchArmed = query;
      }),
    { input: INPUT, answered: ANSWERED, result: RESULT, failed: FAILED, query },
  );
  await tab.waitForFunction((armed) => window.__quireBenchArmed === armed, query);
  await tab.fill(INPUT, query);
  const shown = await answered;
  if (shown.failed) throw new Error(`the search page could not load its index: ${shown.failed}`);
  return shown;
}
