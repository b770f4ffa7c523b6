
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/open-page.js';
import { useSiteUnderTest } from '../support/site-under-test.js';

const site = useSiteUnderTest();

describe('the built Redux Toolkit site in Chromium', () => {
  it('serves a docs page whose HTML already holds its content before any script runs', async () => {
    const response = await fetch(site.url + 'api/createSlice');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>createSlice | Redux Toolkit</title>');
    expect(html).toMatch(/<h1[^>]*>createSlice<\/h1>/);
    expect(html).toContain('extraReducers');

    const { page, close } = await site.blank({ javaScriptEnabled: false });
    await page.goto(site.url + 'api/createSlice');
    await expect(page.locator('h1').first().textContent()).resolves.toBe('createSlice');
    await expect(page.locator('main').textContent()).resolves.toContain('extraReducers');
    await expect(page.locator('.quire-doc-sidebar a[href="/tutorials/quick-start"]').count()).resolves.toBe(1);
    await close();
  });

  it('hydrates without errors and navigates client-side from a sidebar click', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + 'introduction/getting-started');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __quireMarker: string }).__quireMarker = 'still here';
    });
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForURL(site.url + 'api/createSlice');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'createSlice');
    const marker = await page.evaluate(() => (window as unknown as { __quireMarker?: string }).__quireMarker);
    expect(marker).toBe('still here');
    await expect(page.title()).resolves.toBe('createSlice | Redux Toolkit');
    expect(problems).toEqual([]);
    await close();
  });

  it('navigates client-side from a navbar item and marks it active', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __quireMarker: string }).__quireMarker = 'home';
    });
    await page.locator('nav a[href="/api/configureStore"]').first().click();
    await page.waitForURL(site.url + 'api/configureStore');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'configureStore');
    expect(await page.evaluate(() => (window as unknown as { __quireMarker?: string }).__quireMarker)).toBe('home');
    await expect(page.locator('nav a[href="/api/configureStore"][aria-current="page"]').count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the fallback page, with status 404, for an unknown path', async () => {
    const { page, problems, close } = await site.blank();
    const response = await page.goto(site.url + 'api/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    await expect(page.locator('main a[href="/"]').count()).resolves.toBeGreaterThan(0);
    // The 404 console line is Chromium's own report of the status, not a script error.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await close();
  });

  it('shows the fallback page after client-side navigation to an unknown path', async () => {
    const { page, close } = await site.blank();
    await page.goto(site.url + 'tutorials/overview');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere/at/all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    await close();
  });

  it('strips a trailing /index.html from the address', async () => {
    const { page, problems, close } = await site.blank();
    await page.goto(site.url + 'api/createSlice/index.html');
    await waitForHydration(page);
    await page.waitForURL(site.url + 'api/createSlice');
    expect(new URL(page.url()).pathname).toBe('/api/createSlice');
    await expect(page.locator('h1').first().textContent()).resolves.toBe('createSlice');
    expect(problems).toEqual([]);
    await close();
  });

  it('loads route chunks on demand, not up front', async () => {
    const { page, close } = await site.blank();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url + 'introduction/getting-started');
    await waitForHydration(page);
    expect(scripts.some((s) => s.includes('/routes/api/createSlice'))).toBe(false);
    await page.locator('.quire-doc-sidebar a[href="/api/createSlice"]').click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'createSlice');
    expect(scripts.some((s) => s.includes('/routes/api/createSlice'))).toBe(true);
    await close();
  });
});
