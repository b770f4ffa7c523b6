import { describe, expect, it } from 'vitest';
import { elementHtml, linkByText } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';

describe('Footer', () => {
  it('shows the Docs, Community and More columns with their links, and the copyright', () => {
    const footer = elementHtml(renderRoute({ path: '/', module: { page: { kind: 'home', title: '' } } }), /<footer/);
    const titles = [...footer.matchAll(/<h2 class="quire-footer-title">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Docs', 'Community', 'More']);
    expect(linkByText(footer, 'Getting Started').attrs.href).toBe('/introduction/getting-started');
    expect(linkByText(footer, 'Discord').attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(footer).toContain('Copyright © 2015–2026');
  });
});
