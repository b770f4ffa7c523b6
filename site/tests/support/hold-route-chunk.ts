import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';

const buildDir = fileURLToPath(new URL('../../build/', import.meta.url));

/** Requests for the route chunk of `routePath` (`/api/createSlice` -> `/assets/routes/api/createSlice-HASH.js`, any query). */
export function isRouteChunk(routePath: string): (url: URL) => boolean {
  return (url) => url.pathname.startsWith(`/assets/routes${routePath}-`) && url.pathname.endsWith('.js');
}

/** A route chunk whose requests wait until the test lets them through. */
export interface HeldRouteChunk {
  /** Resolves when the page first asks for the chunk (a prefetch or the navigation). */
  requested: Promise<void>;
  /** Answers every request held so far, and every later one at once, with the built file. */
  release(): Promise<void>;
}

/**
 * Holds every request for a route's chunk until the test calls `release()`:
 * the page waits exactly as long as the test needs to look at it, however
 * fast or slow the machine. The answer comes from memory, not from the
 * server, so once released the chunk arrives at once.
 */
export async function holdRouteChunk(page: Page, routePath: string): Promise<HeldRouteChunk> {
  // Read from the built site ahead of time: the answer then costs the page no extra wait.
  const body = readFileSync(builtRouteChunk(routePath));
  const answer = (route: Route) => route.fulfill({ body, contentType: 'text/javascript', status: 200 });
  const held: Route[] = [];
  let released = false;
  let firstRequest!: () => void;
  const requested = new Promise<void>((resolve) => (firstRequest = resolve));
  await page.route(isRouteChunk(routePath), async (route) => {
    firstRequest();
    if (released) await answer(route);
    else held.push(route);
  });
  return {
    requested,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map(answer));
    },
  };
}

/** The file of a route's chunk in the built site (`site/build`, which `quire serve` serves). */
function builtRouteChunk(routePath: string): string {
  const dir = join(buildDir, 'assets/routes', dirname(routePath));
  const prefix = `${basename(routePath)}-`;
  const file = readdirSync(dir).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`No chunk for ${routePath} in ${dir}; build the site first.`);
  return join(dir, file);
}

/** Makes every request for a route's chunk fail as a network error would. */
export async function failRouteChunk(page: Page, routePath: string): Promise<void> {
  await page.route(isRouteChunk(routePath), (route) => route.abort('failed'));
}
