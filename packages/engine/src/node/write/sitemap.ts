import { escapeHtml } from '../render/escape-html.js';

/** The most URLs one sitemap file may list (the sitemap protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `sitemap.xml` listing every route at its absolute URL (site URL + base
 * URL + path), sorted so the file is the same from build to build.
 */
export function sitemapXml(siteUrl: string, baseUrl: string, paths: Iterable<string>): string {
  return urlSet([...paths].sort().map((path) => absoluteUrl(siteUrl, baseUrl, path)));
}

/**
 * The sitemap files of a site, by file name in the output folder: one
 * `sitemap.xml` as {@link sitemapXml} writes it, or, for more routes than
 * one file may list (`maxUrls`), `sitemap.xml` as a sitemap index of
 * `sitemap-1.xml`, `sitemap-2.xml`…, each listing at most `maxUrls` of
 * the sorted URLs, as the sitemap protocol asks.
 */
export function sitemapFiles(siteUrl: string, baseUrl: string, paths: Iterable<string>, maxUrls = SITEMAP_MAX_URLS): Map<string, string> {
  const urls = [...paths].sort().map((path) => absoluteUrl(siteUrl, baseUrl, path));
  if (urls.length <= maxUrls) return new Map([['sitemap.xml', urlSet(urls)]]);
  const files = new Map<string, string>();
  for (let start = 0; start < urls.length; start += maxUrls) files.set(`sitemap-${files.size + 1}.xml`, urlSet(urls.slice(start, start + maxUrls)));
  const entries = [...files.keys()].map((name) => `  <sitemap><loc>${escapeHtml(absoluteUrl(siteUrl, baseUrl, name))}</loc></sitemap>`);
  files.set('sitemap.xml', `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`);
  return files;
}

/** A path of the site at its absolute URL: site URL + base URL + path. */
function absoluteUrl(siteUrl: string, baseUrl: string, path: string): string {
  return siteUrl.replace(/\/$/, '') + baseUrl + path.replace(/^\//, '');
}

function urlSet(urls: string[]): string {
  const lines = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${lines.join('\n')}\n</urlset>\n`;
}

/** `robots.txt` allowing every crawler and pointing at the sitemap. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/$/, '')}${baseUrl}sitemap.xml\n`;
}
