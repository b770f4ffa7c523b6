import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

// The reading order of the Redux Toolkit docs: the 44 pages issue 5 set out, with
// the 2.x pages of issue 33 where a reader looks for them. Written out here
// rather than read from sidebars.ts, so a change to either shows up.
const READING_ORDER = [
  '/introduction/getting-started',
  '/tutorials/overview',
  '/tutorials/quick-start',
  '/tutorials/typescript',
  '/tutorials/rtk-query',
  '/usage/usage-guide',
  '/usage/migrating-rtk-2',
  '/usage/usage-with-typescript',
  '/usage/immer-reducers',
  ...[
    'queries',
    'mutations',
    'cached-data',
    'error-handling',
    'conditional-fetching',
    'pagination',
    'infinite-queries',
    'prefetching',
    'polling',
    'streaming-updates',
    'optimistic-updates',
    'code-splitting',
    'code-generation',
    'customizing-create-api',
    'examples',
  ].map((name) => `/usage/rtk-query/${name}`),
  '/api/configureStore',
  '/api/getDefaultMiddleware',
  '/api/immutabilityMiddleware',
  '/api/serializabilityMiddleware',
  '/api/getDefaultEnhancers',
  '/api/autoBatchEnhancer',
  '/api/createListenerMiddleware',
  '/api/createDynamicMiddleware',
  '/api/createReducer',
  '/api/createAction',
  '/api/createSlice',
  '/api/combineSlices',
  '/api/createAsyncThunk',
  '/api/createEntityAdapter',
  '/api/createSelector',
  '/api/matching-utilities',
  '/api/other-exports',
  '/api/rtk-query/createApi',
  '/api/rtk-query/fetchBaseQuery',
  '/api/rtk-query/ApiProvider',
  '/api/rtk-query/setupListeners',
  ...['overview', 'redux-integration', 'endpoints', 'code-splitting', 'cache-management', 'hooks'].map(
    (name) => `/api/rtk-query/created-api/${name}`,
  ),
];

describe('the docs sidebar in Chromium', () => {
  it('lists the 51 pages in reading order, with the two RTK Query categories collapsed', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + 'introduction/getting-started');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const categories = await sidebar.locator('details').evaluateAll((all) =>
      all.map((d) => `${d.querySelector('summary')?.textContent} ${(d as HTMLDetailsElement).open ? 'open' : 'closed'}`),
    );
    expect(categories).toEqual([
      'Introduction open',
      'Tutorials open',
      'Using Redux Toolkit open',
      'RTK Query closed',
      'API Reference open',
      'Store Setup open',
      'Reducers and Actions open',
      'Other open',
      'RTK Query closed',
    ]);
    // Open the closed categories one by one, until every page's link shows. The nested one appears when its parent
    // opens, and a category's links once React has rendered it open: on its next turn, which a read right after the
    // click could beat (1 run in 3 on a busy machine found no third category, or 38 links of 44), so this polls.
    const opened: (string | null)[] = [];
    await expect
      .poll(
        async () => {
          const closed = sidebar.locator('details:not([open]) > summary');
          if ((await closed.count()) > 0 && opened.length <= 10) {
            opened.push(await closed.first().textContent());
            await closed.first().click();
          }
          return sidebar.locator('a').count();
        },
        { timeout: 5000 },
      )
      .toBe(READING_ORDER.length);
    expect(opened).toEqual(['RTK Query', 'RTK Query', 'Generated API Slices']);
    const hrefs = await sidebar.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(READING_ORDER);
    expect(problems).toEqual([]);
    await close();
  });

  it('chains every page to the next by its "next" link, client-side, from the first page to the last', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + 'introduction/getting-started');
    await waitForHydration(page);
    const visited = [new URL(page.url()).pathname];
    for (;;) {
      const next = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      const href = await next.getAttribute('href');
      await next.click();
      await page.waitForURL(site.url + href!.slice(1));
      // Wait for the new page's own pagination, whose previous link points back.
      const previous = visited.at(-1);
      await page.waitForFunction((back) => document.querySelector('a[rel="prev"]')?.getAttribute('href') === back, previous);
      visited.push(href!);
      if (visited.length > READING_ORDER.length) break;
    }
    expect(visited).toEqual(READING_ORDER);
    expect(problems).toEqual([]);
    await close();
  });
});
