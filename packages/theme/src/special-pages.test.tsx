import { describe, expect, it } from 'vitest';
import { elementHtml, linkByText } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';

describe('NotFound', () => {
  it('says the page was not found and links home', () => {
    const html = renderRoute({ path: '/no/such/page', module: { page: { kind: 'notFound', title: 'Page Not Found' } } });
    const main = elementHtml(html, /<main id="main"/);
    expect(main).toContain('<h1>Page Not Found</h1>');
    expect(main).toContain('We could not find what you were looking for.');
    expect(linkByText(main, 'Go to the home page').attrs.href).toBe('/');
    expect(main).not.toContain('quire-doc');
  });
});

describe('SearchPage', () => {
  it('server-renders a heading and a plain GET form to /search, without docs layout', () => {
    const main = elementHtml(renderRoute({ path: '/search', module: { page: { kind: 'search', title: 'Search' } } }), /<main id="main"/);
    expect(main).toContain('<h1>Search the documentation</h1>');
    expect(main).toMatch(/<form class="quire-search-page-form" role="search" method="get"><input[^>]* name="q"/);
    expect(main).not.toContain('quire-doc');
  });
});
