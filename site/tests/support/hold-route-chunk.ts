import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';

const buildDir = fileURLToPath(new URL('../../build/', import.meta.url));

/** Requests for the route chunk of `routePath` (`/api/createSlice` -> `/assets/routes/api/createSlice-HASH.js`, any query). */
export function isRouteChunk(routePath: string): (url: URL) => boolean {
  return (url) => url.pathname.startsWith(`/assets/routes${routePath}-`) && url.pathname.endsWith('.js');
}

/**
 * Holds every request for a route's chunk for `holdMs`, then answers with
 * the built file. The answer comes from memory, not from the server, so the
 * wait the page sees is the hold and little more.
 */
export async function holdRouteChunk(page: Page, routePath: string, holdMs: number): Promise<void> {
  // Read from the built site ahead of time: the hold is then the only wait the test adds.
  const body = readFileSync(builtRouteChunk(routePath));
  await page.route(isRouteChunk(routePath), async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.fulfill({ body, contentType: 'text/javascript', status: 200 });
  });
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
