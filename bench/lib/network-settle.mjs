// Waiting, without sleeping, until a page has stopped fetching: what a
// reader's visit downloads includes the prefetches the page starts on its
// own once it is idle (links that scrolled into view, the route manifest),
// so a row must not stop counting before they ran, nor wait a fixed time.
import { BENCH_PATH } from './static-site-server.mjs';

/** Rounds `settle` tries before it gives up: each round is a frame, an idle period and a request. */
const MAX_ROUNDS = 100;

/**
 * Tracks the requests of `page` (those the bench makes itself aside) and
 * returns `settle`, which resolves once the page is quiet: no request in
 * flight, no `<link rel="prefetch">` whose fetch has not finished, and two
 * rounds in a row in which the page started none. A round waits for two
 * animation frames (so the rendering step ran and IntersectionObserver told
 * the page which links came into view), then for an idle callback (run after
 * those the page queued before it: the prefetcher runs in one), then for a
 * request to the bench's own path, whose `requestfinished` event comes after
 * the events of every request the page started before it.
 *
 * @param {import('playwright-core').Page} page
 * @returns {{ settle: () => Promise<void>, started: () => number }}
 */
export function trackNetwork(page) {
  let inFlight = 0;
  let started = 0;
  let waiters = [];
  const ours = (request) => new URL(request.url()).pathname.startsWith(BENCH_PATH);
  page.on('request', (request) => {
    if (ours(request)) return;
    inFlight++;
    started++;
  });
  const finished = (request) => {
    if (ours(request)) return;
    inFlight--;
    if (inFlight > 0) return;
    const waiting = waiters;
    waiters = [];
    for (const wake of waiting) wake();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const quiet = () => (inFlight <= 0 ? Promise.resolve() : new Promise((wake) => waiters.push(wake)));
  let round = 0;

  async function settle() {
    let quietRounds = 0;
    for (let i = 0; i < MAX_ROUNDS; i++) {
      await quiet();
      const before = started;
      const path = `${BENCH_PATH}settle-${round++}`;
      const answered = page.waitForEvent('requestfinished', { predicate: (request) => new URL(request.url()).pathname === path, timeout: 60_000 });
      const pendingPrefetches = await page.evaluate(async (url) => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        await new Promise((done) => requestIdleCallback(done));
        await fetch(url, { cache: 'no-store' });
        // A prefetch link's fetch leaves a resource timing entry once it is done.
        return [...document.querySelectorAll('link[rel~="prefetch"]')].filter((link) => performance.getEntriesByName(link.href).length === 0).length;
      }, path);
      await answered;
      const isQuiet = started === before && inFlight <= 0 && pendingPrefetches === 0;
      quietRounds = isQuiet ? quietRounds + 1 : 0;
      if (quietRounds === 2) return;
    }
    throw new Error(`the page kept fetching for ${MAX_ROUNDS} rounds of frames and idle periods`);
  }

  return { settle, started: () => started };
}
