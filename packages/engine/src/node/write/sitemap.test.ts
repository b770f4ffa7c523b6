import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles, sitemapXml, SITEMAP_MAX_URLS } from './sitemap.js';

describe('sitemap', () => {
  it('lists every route at its absolute URL under the base URL, sorted', () => {
    const xml = sitemapXml('https://example.org/', '/docs/', ['/search', '/', '/api/a&b']);
    expect(xml).toContain('<loc>https://example.org/docs/</loc>');
    expect(xml.indexOf('/docs/</loc>')).toBeLessThan(xml.indexOf('/docs/search</loc>'));
    expect(xml).toContain('<loc>https://example.org/docs/api/a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it('is one file up to the protocol\'s 50 000 URLs', () => {
    const paths = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => `/p${i}`);
    const files = sitemapFiles('https://example.org', '/', paths);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(files.get('sitemap.xml')!.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(files.get('sitemap.xml')).toBe(sitemapXml('https://example.org', '/', paths));
  });

  it('past that, is an index of files of at most that many URLs each, sorted and complete', () => {
    const paths = ['/e', '/a', '/d', '/b', '/c'];
    const files = sitemapFiles('https://example.org/', '/docs/', paths, 2);
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.org/docs/sitemap-1.xml',
      'https://example.org/docs/sitemap-2.xml',
      'https://example.org/docs/sitemap-3.xml',
    ]);
    const listed = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].flatMap((name) => [...files.get(name)!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(listed).toEqual(['a', 'b', 'c', 'd', 'e'].map((p) => `https://example.org/docs/${p}`));
    expect(files.get('sitemap-3.xml')!.match(/<url>/g)).toHaveLength(1);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org', '/docs/')).toContain('Sitemap: https://example.org/docs/sitemap.xml');
  });
});
