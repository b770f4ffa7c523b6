import { escapeHtml } from '../render/escape-html.js';

/**
 * `sitemap.xml` listing every route at its absolute URL (site URL + base
 * URL + path), sorted so the file is the same from build to build.
 */
export function sitemapXml(siteUrl: string, baseUrl: string, paths: Iterable<string>): string {
  const origin = siteUrl.replace(/\/$/, '');
  const urls = [...paths]
    .sort()
    .map((path) => `  <url><loc>${escapeHtml(origin + baseUrl + path.replace(/^\//, ''))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt` allowing every crawler and pointing at the sitemap. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}${baseUrl}sitemap.xml\n`;
}
