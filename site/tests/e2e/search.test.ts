import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration, type OpenedPage } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

/** A word every build of the docs has many sections about. */
const QUERY = 'createSlice';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });
const options = (page: Page) => dialog(page).getByRole('option');
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
const isIndexRequest = (url: URL) => url.pathname.startsWith('/search-index/');

/** Ctrl+K, then wait until the dialog's chunk has arrived and its input has focus: keys pressed before that reach the page. */
async function openDialog(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.matches('[role="dialog"] input'));
}

/** Console errors, less the ones a test caused on purpose by failing the index's requests. */
const unexpected = (opened: OpenedPage) => opened.problems.filter((p) => !p.includes('net::ERR_FAILED') && !p.includes('search-index'));

describe('the built-in search dialog', () => {
  it('loads nothing of search on a first visit, the dialog on intent, and the index only when it searches', async () => {
    const opened = await site.blank();
    const { page, problems, close } = opened;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(site.url + 'api/createSlice');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => /search/.test(p))).toEqual([]);

    await page.getByRole('button', { name: 'Search' }).hover();
    await expect.poll(() => requested.some((p) => /^\/assets\/chunks\/search-modal-[\w-]+\.js$/.test(p))).toBe(true);
    expect(requested.some((p) => p.startsWith('/search-index/'))).toBe(false);

    await page.getByRole('button', { name: 'Search' }).click();
    await dialog(page).waitFor();
    expect(requested.some((p) => p.startsWith('/search-index/'))).toBe(false);
    await page.keyboard.type(QUERY);
    await options(page).first().waitFor();
    expect(requested).toContain('/search-index/index.json');
    expect(requested.some((p) => /^\/search-index\/terms\/[\w-]+\.bin$/.test(p))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('works from the keyboard alone: Ctrl+K opens, arrows move, Tab stays inside, Esc closes and focus comes back', async () => {
    const { page, problems, close } = await site.open('api/createSlice');
    await page.keyboard.press('Tab'); // skip link: focus is somewhere on the page
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    const input = dialog(page).getByRole('combobox', { name: 'Search' });
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.type(QUERY);
    await options(page).nth(1).waitFor();
    const first = await options(page).nth(0).getAttribute('id');
    const second = await options(page).nth(1).getAttribute('id');
    expect(await input.getAttribute('aria-activedescendant')).toBe(first);
    expect(await options(page).nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(second);
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(first);
    // Up from the first wraps to the last.
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options(page).last().getAttribute('id'));

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // `/` opens it too, and Esc on a fresh dialog closes it again.
    await page.keyboard.press('/');
    await dialog(page).waitFor();
    expect(await input.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });

  it('groups results by page, each hit with its heading and an excerpt that marks the match', async () => {
    const { page, problems, close } = await site.open('introduction/getting-started');
    await openDialog(page);
    await page.keyboard.type(QUERY);
    await options(page).first().waitFor();
    const groups = dialog(page).getByRole('group');
    expect(await groups.count()).toBeGreaterThan(1);
    const titles = await groups.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('createSlice');
    const hit = options(page).first();
    expect((await hit.locator('.quire-search-hit-heading').textContent())?.length).toBeGreaterThan(0);
    const marks = await dialog(page).locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain('createslice');
    expect(problems).toEqual([]);
    await close();
  });

  it('Enter on a section lands on its heading, client-side, and the heading is on screen', async () => {
    const { page, problems, close } = await site.open('tutorials/overview');
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same document'));
    await openDialog(page);
    await page.keyboard.type(QUERY);
    await options(page).first().waitFor();
    // The first hit that is a heading section rather than a page top.
    const hrefs = await options(page).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const index = hrefs.findIndex((href) => href.includes('#'));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const target = hrefs[index]!;
    await page.waitForURL(site.url + target.slice(1));
    await dialog(page).waitFor({ state: 'detached' });
    const id = decodeURIComponent(target.split('#')[1]!);
    const heading = page.locator(`[id="${id}"]`);
    await heading.waitFor();
    await page.waitForFunction((el) => {
      const box = el!.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    }, await heading.elementHandle());
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(problems).toEqual([]);
    await close();
  });

  it('"See all results" opens /search with the query, client-side', async () => {
    const { page, problems, close } = await site.open('api/createSlice');
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same document'));
    await openDialog(page);
    await page.keyboard.type(QUERY);
    await options(page).first().waitFor();
    await dialog(page).getByRole('link', { name: 'See all results' }).click();
    await page.waitForURL(`${site.url}search?q=${QUERY}`);
    await page.locator('.quire-search-page-result').first().waitFor();
    expect(await page.locator('.quire-search-page input[type="search"]').inputValue()).toBe(QUERY);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(problems).toEqual([]);
    await close();
  });

  it('says so when nothing matches', async () => {
    const { page, problems, close } = await site.open('api/createSlice');
    await openDialog(page);
    await page.keyboard.type('zzqxjv');
    await dialog(page).getByText('No results for “zzqxjv”.').waitFor();
    expect(await options(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows an error with Retry when the index does not load, and Retry loads it', async () => {
    const opened = await site.blank();
    const { page, close } = opened;
    await page.route(isIndexRequest, (route) => route.abort('failed'));
    await page.goto(site.url + 'api/createSlice');
    await waitForHydration(page);
    await openDialog(page);
    await page.keyboard.type(QUERY);
    const alert = dialog(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The search index could not be loaded');
    expect(await options(page).count()).toBe(0);

    await page.unroute(isIndexRequest);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await options(page).first().waitFor();
    expect(await dialog(page).getByRole('alert').count()).toBe(0);
    expect(unexpected(opened)).toEqual([]);
    await close();
  });

  it('does not take `/` from a reader typing in a field', async () => {
    const { page, problems, close } = await site.open('search');
    const input = page.locator('.quire-search-page input[type="search"]');
    await input.click();
    await page.keyboard.type('a/b');
    expect(await input.inputValue()).toBe('a/b');
    expect(await dialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the /search page', () => {
  it('on a direct load with ?q= lists pages with their title, heading path and a marked excerpt', async () => {
    const { page, problems, close } = await site.open(`search?q=${QUERY}`);
    const results = page.locator('.quire-search-page-result');
    await results.first().waitFor();
    expect(await page.locator('.quire-search-page input[type="search"]').inputValue()).toBe(QUERY);
    const titles = await results.locator('.quire-search-page-result-title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(titles).toContain('/api/createSlice');
    // Some hit is a section below a `##`, shown with its path ("Options › name").
    const headings = await results.locator('.quire-search-hit-heading').allTextContents();
    expect(headings.some((h) => h.includes(' › '))).toBe(true);
    expect((await results.locator('mark').allTextContents()).map((m) => m.toLowerCase())).toContain('createslice');
    await expect(page.getByRole('status').first().textContent()).resolves.toMatch(/\d+ pages? found for “createSlice”/);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the query in the address as the reader types, and results follow', async () => {
    const { page, problems, close } = await site.open('search');
    const input = page.locator('.quire-search-page input[type="search"]');
    await input.fill('configureStore');
    await page.waitForURL(`${site.url}search?q=configureStore`);
    await page.locator('.quire-search-page-result-title a[href="/api/configureStore"]').waitFor();
    await input.fill('');
    await page.waitForURL(`${site.url}search`);
    await page.getByText('Type a word to search the documentation.').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('moves focus to the working input in the same commit that removes the plain form, so no key is lost', async () => {
    const opened = await site.blank();
    const { page, problems, close } = opened;
    // Hold the page's working part until the reader is in the plain form's input.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/chunks\/search-page-body-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.url + 'search');
    await waitForHydration(page);
    await page.locator('.quire-search-page input[type="search"]').focus();
    // Where focus is when the plain input leaves the document: a mutation observer runs right after
    // that commit's task, before any later task (a passive effect, or the reader's next key).
    await page.evaluate(() => {
      const plain = document.querySelector('.quire-search-page input[type="search"]')!;
      const probe = window as unknown as { __focusAtSwap?: string };
      new MutationObserver((_, observer) => {
        if (plain.isConnected) return;
        observer.disconnect();
        const active = document.activeElement;
        probe.__focusAtSwap = active?.matches('.quire-search-page input[autocomplete="off"]') ? 'working input' : (active?.tagName ?? 'none');
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    const focusAtSwap = await page.waitForFunction(() => (window as unknown as { __focusAtSwap?: string }).__focusAtSwap);
    expect(await focusAtSwap.jsonValue()).toBe('working input');
    await page.keyboard.insertText('configureStore');
    await page.waitForURL(`${site.url}search?q=configureStore`);
    expect(problems).toEqual([]);
    await close();
  });

  it('a result navigates client-side, and Back returns to the results of the same query', async () => {
    const { page, problems, close } = await site.open(`search?q=${QUERY}`);
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'same document'));
    await page.locator('.quire-search-page-result-title a[href="/api/createSlice"]').click();
    await page.waitForURL(site.url + 'api/createSlice');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'createSlice');
    await page.goBack();
    await page.waitForURL(`${site.url}search?q=${QUERY}`);
    await page.locator('.quire-search-page-result-title a[href="/api/createSlice"]').waitFor();
    expect(await page.locator('.quire-search-page input[type="search"]').inputValue()).toBe(QUERY);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
    expect(problems).toEqual([]);
    await close();
  });

  it('says clearly when nothing matched', async () => {
    const { page, problems, close } = await site.open('search?q=zzqxjv');
    await page.getByText('No results for “zzqxjv”.').waitFor();
    expect(await page.locator('.quire-search-page-result').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows an error with Retry when the index does not load, and Retry loads it', async () => {
    const opened = await site.blank();
    const { page, close } = opened;
    await page.route(isIndexRequest, (route) => route.abort('failed'));
    await page.goto(`${site.url}search?q=${QUERY}`);
    await waitForHydration(page);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The search index could not be loaded');
    await page.unroute(isIndexRequest);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.locator('.quire-search-page-result').first().waitFor();
    expect(unexpected(opened)).toEqual([]);
    await close();
  });
});

describe('queries that look like markup', () => {
  const attacks = ['<img src=x onerror=window.__xss=1;alert(1)>', '"><script>window.__xss=2;alert(2)</script>'];

  /** Collects dialogs (alert) and flags scripts that ran; nothing may be found. */
  async function watchForScripts(page: Page): Promise<string[]> {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    return dialogs;
  }

  it('in ?q= are shown as text on the search page, and run nothing', async () => {
    for (const attack of attacks) {
      const { page, problems, close } = await site.blank();
      const dialogs = await watchForScripts(page);
      await page.goto(`${site.url}search?q=${encodeURIComponent(attack)}`);
      await waitForHydration(page);
      await page.locator('.quire-search-no-results, .quire-search-page-result').first().waitFor();
      expect(await page.locator('.quire-search-page input[type="search"]').inputValue()).toBe(attack);
      const noResults = page.locator('.quire-search-no-results .quire-search-query');
      if (await noResults.count()) expect(await noResults.textContent()).toBe(attack);
      expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('typed into the dialog are shown as text, and run nothing', async () => {
    const { page, problems, close } = await site.open('api/createSlice');
    const dialogs = await watchForScripts(page);
    for (const attack of attacks) {
      await openDialog(page);
      await page.keyboard.type(attack);
      await dialog(page).locator('.quire-search-no-results, [role="option"]').first().waitFor();
      expect(await dialog(page).getByRole('combobox').inputValue()).toBe(attack);
      const noResults = dialog(page).locator('.quire-search-no-results .quire-search-query');
      if (await noResults.count()) expect(await noResults.textContent()).toBe(attack);
      // "See all results" carries it percent-encoded.
      expect(await dialog(page).getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe(`/search?q=${encodeURIComponent(attack)}`);
      expect(await page.locator('img[src="x"], .quire-search-modal script').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
