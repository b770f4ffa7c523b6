import { describe, expect, it } from 'vitest';
import type { DocPageData, RouteModule } from '@quire/engine/client';
import { createSliceDoc, sidebar } from './test-support/site-fixture.js';
import { elementHtml, linkByText } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';

const render = (page = createSliceDoc) => renderRoute({ path: '/api/createSlice', module: { page, sidebar } satisfies RouteModule });

describe('DocPage', () => {
  it('shows breadcrumbs, the version badge and the title', () => {
    const html = render();
    const crumbs = elementHtml(html, /<nav class="quire-breadcrumbs" aria-label="Breadcrumbs"/);
    expect(crumbs).toContain('<li><span>API Reference</span></li>');
    expect(crumbs).toContain('<span aria-current="page">createSlice</span>');
    expect(html).toContain('<span class="quire-version-badge">Version: <!-- -->Next</span>');
    expect(html).toContain('<h1 class="quire-doc-title">createSlice</h1>');
  });

  it('renders the body, with an anchor on headings and route links through Link', () => {
    const body = elementHtml(render(), /<div class="quire-markdown"/);
    expect(body).toContain('<h2 id="overview">Overview<a class="quire-heading-anchor" href="#overview" aria-hidden="true" tabindex="-1">#</a></h2>');
    expect(linkByText(body, 'createReducer').attrs).toEqual({ href: '/api/createReducer' });
    expect(linkByText(body, 'Immer').attrs).toEqual({ href: 'https://immerjs.github.io/immer/', target: '_blank', rel: 'noopener noreferrer' });
  });

  it('shows the table of contents, nested by depth', () => {
    const toc = elementHtml(render(), /<aside class="quire-doc-toc"/);
    expect(toc).toContain('On this page');
    expect(toc).toMatch(/href="#overview">Overview<\/a><ul class="quire-toc-list"><li><a class="quire-toc-link" href="#initial-state">initialState<\/a>/);
    // Which heading is in view is only known in the browser; the server highlights none.
    expect(toc).not.toContain('quire-toc-link--active');
  });

  it('shows a heading\'s inline code in its TOC entry, as plain markup inside the link', () => {
    const page: DocPageData = {
      ...createSliceDoc,
      body: [['h6', { id: 'the-store' }, 'The ', ['code', 0, 'store']]],
      toc: [{ id: 'the-store', depth: 2, text: 'The store', content: ['The ', ['code', 0, 'store']] }],
    };
    const html = render(page);
    expect(elementHtml(html, /<aside class="quire-doc-toc"/)).toContain('<a class="quire-toc-link" href="#the-store">The <code>store</code></a>');
    expect(elementHtml(html, /<div class="quire-markdown"/)).toContain(
      '<h6 id="the-store">The <code>store</code><a class="quire-heading-anchor" href="#the-store" aria-hidden="true" tabindex="-1">#</a></h6>',
    );
  });

  it('links the previous and next pages and the edit URL', () => {
    const html = render();
    const pagination = elementHtml(html, /<nav class="quire-pagination"/);
    expect(linkByText(pagination, 'PreviousconfigureStore').attrs).toMatchObject({ href: '/api/configureStore', rel: 'prev' });
    expect(linkByText(pagination, 'NextQuick Start').attrs).toMatchObject({ href: '/tutorials/quick-start', rel: 'next' });
    expect(linkByText(html, 'Edit this page').attrs).toEqual({
      href: 'https://github.com/reduxjs/redux-toolkit/edit/master/docs/api/createSlice.mdx',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('leaves out the title when the body has its own, and the TOC when the page hides it', () => {
    const html = render({ ...createSliceDoc, hasTitleHeading: true, hideTableOfContents: true, editUrl: undefined });
    expect(html).not.toContain('quire-doc-title');
    expect(html).not.toContain('quire-doc-toc');
    expect(html).not.toContain('Edit this page');
  });

  it('uses the sidebar layout only when the page has a sidebar', () => {
    expect(render()).toContain('<aside class="quire-doc-sidebar" aria-label="Sidebar">');
    const bare = renderRoute({ path: '/api/createSlice', module: { page: createSliceDoc } });
    expect(bare).not.toContain('quire-doc-sidebar');
  });
});
