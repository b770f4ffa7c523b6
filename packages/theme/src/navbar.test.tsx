import { describe, expect, it } from 'vitest';
import type { RouteModule } from '@quire/engine/client';
import { createSliceDoc, sidebar, site } from './test-support/site-fixture.js';
import { elementHtml, linkByText, links } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';

const docModule: RouteModule = { page: createSliceDoc, sidebar };
const navbarOf = (html: string) => elementHtml(html, /<header class="quire-navbar"/);

describe('Navbar', () => {
  it('places the four items and the GitHub link on the right, the GitHub link named by its aria-label', () => {
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule }));
    const right = elementHtml(navbar, /<div class="quire-navbar-right"/);
    const items = links(elementHtml(right, /<ul class="quire-navbar-items quire-navbar-items--right"/));
    expect(items.map((link) => link.attrs.href)).toEqual([
      '/introduction/getting-started',
      '/tutorials/overview',
      '/usage/usage-guide',
      '/api/configureStore',
      'https://github.com/reduxjs/redux-toolkit',
    ]);
    expect(items.slice(0, 4).map((link) => link.text)).toEqual(['Getting Started', 'Tutorials', 'Usage Guide', 'API']);
    const github = items[4]!;
    expect(github.attrs).toMatchObject({ 'aria-label': 'GitHub repository', rel: 'noopener noreferrer' });
    expect(github.text).toBe('');
    expect(navbar).not.toContain('quire-navbar-items--left');
  });

  it('links the logo and title home', () => {
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule }));
    const brand = linkByText(navbar, 'Redux Toolkit');
    expect(brand.attrs).toMatchObject({ href: '/', class: 'quire-navbar-brand' });
    expect(navbar).toMatch(/class="quire-navbar-brand"[^>]*><img[^>]*src="\/img\/redux.svg"/);
  });

  it('marks the API item active on an /api page, and only that item', () => {
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule }));
    expect(linkByText(navbar, 'API').attrs).toMatchObject({ class: 'quire-navbar-link quire-navbar-link--active', 'aria-current': 'page' });
    expect(navbar.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('renders the color-mode switch for the default light mode, and a search button that opens a dialog', () => {
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule }));
    expect(navbar).toMatch(/<button type="button" class="quire-color-mode-toggle" aria-label="Switch to dark mode"/);
    expect(navbar).toMatch(/<button type="button" class="quire-navbar-search" aria-haspopup="dialog" aria-keyshortcuts="Control\+K Meta\+K \/">/);
    // The dialog is its own chunk: nothing of it is rendered before it opens.
    expect(navbar).not.toContain('role="dialog"');
  });

  it('renders the same button when the site uses DocSearch, which mounts only when the reader reaches for it', () => {
    const docsearch = { ...site, search: { docsearch: { appId: 'APP', apiKey: 'key', indexName: 'docs' } } };
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule, site: docsearch }));
    expect(navbar).toContain('class="quire-navbar-search"');
    expect(navbar).not.toContain('DocSearch');
  });

  it('leaves out the switch when the site disables it', () => {
    const noSwitch = { ...site, colorMode: { defaultMode: 'light' as const, disableSwitch: true } };
    expect(renderRoute({ path: '/api/createSlice', module: docModule, site: noSwitch })).not.toContain('quire-color-mode-toggle');
  });

  it('serves the logo from under the base URL, and routes get the router basename', () => {
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule, site: { ...site, baseUrl: '/redux-toolkit/' } }));
    expect(navbar).toContain('src="/redux-toolkit/img/redux.svg"');
    expect(linkByText(navbar, 'API').attrs.href).toBe('/redux-toolkit/api/configureStore');
  });

  it('renders the menu button closed and no drawer, so the first client render matches the server', () => {
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule }));
    const button = /<button type="button" class="quire-navbar-menu-button" aria-label="Open navigation menu" aria-expanded="false" aria-controls="([^"]+)"/.exec(navbar);
    expect(button).not.toBeNull();
    expect(navbar).not.toContain('role="dialog"');
  });

  it('offers the version menu, closed, on docs pages only', () => {
    const navbar = navbarOf(renderRoute({ path: '/api/createSlice', module: docModule }));
    expect(navbar).toMatch(/<button type="button" class="quire-navbar-link quire-version-button" aria-haspopup="menu" aria-expanded="false"[^>]*>Next<\/button>/);
    expect(navbar).not.toContain('role="menu"');
    const home = navbarOf(renderRoute({ path: '/', module: { page: { kind: 'home', title: 'Redux Toolkit' } } }));
    expect(home).not.toContain('quire-version-button');
  });
});
