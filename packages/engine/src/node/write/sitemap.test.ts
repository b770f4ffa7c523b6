import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.js';

describe('sitemap', () => {
  it('lists every route at its absolute URL under the base URL, sorted', () => {
    const xml = sitemapXml('https://example.org/', '/docs/', ['/search', '/', '/api/a&b']);
    expect(xml).toContain('<loc>https://example.org/docs/</loc>');
    expect(xml.indexOf('/docs/</loc>')).toBeLessThan(xml.indexOf('/docs/search</loc>'));
    expect(xml).toContain('<loc>https://example.org/docs/api/a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org', '/docs/')).toContain('Sitemap: https://example.org/docs/sitemap.xml');
  });
});
