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
  it('is a placeholder without docs layout', () => {
    const main = elementHtml(renderRoute({ path: '/search', module: { page: { kind: 'search', title: 'Search' } } }), /<main id="main"/);
    expect(main).toContain('<h1>Search</h1>');
    expect(main).toContain('Search arrives soon');
    expect(main).not.toContain('quire-doc');
  });
});
