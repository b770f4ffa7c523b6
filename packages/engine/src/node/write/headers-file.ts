import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/resolved-config.js';
import { SEARCH_INDEX_ROOT_FILE } from '../../shared/search-index-format.js';
import { ROUTE_MANIFEST_FILE, SEARCH_INDEX_DIR } from '../../shared/types.js';
import { hashedSearchFolders } from '../search/hashed-search-folders.js';
import { inlineScripts } from '../render/inline-scripts.js';
import { contentSecurityPolicy } from '../security/content-security-policy.js';

/** Name of the example headers file in the output folder. */
export const HEADERS_FILE = '_headers';

/** Cache header for `assets/`: every file there has a content hash in its name, so a URL never changes content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The settings the example headers depend on. */
export type HeadersConfig = Pick<ResolvedConfig, 'baseUrl' | 'baseUrlIssueBanner' | 'analytics' | 'search'>;

/** DocSearch's default query hosts: `<appId>-dsn.algolia.net` and the `<appId>-N.algolianet.com` fallbacks. */
const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/** The site's example Content-Security-Policy, with the hashes of the inline scripts its pages carry. */
export function siteContentSecurityPolicy(config: HeadersConfig): string {
  const scripts = inlineScripts({
    baseUrl: config.baseUrl,
    baseUrlIssueBanner: config.baseUrlIssueBanner,
    trackingId: config.analytics.trackingId,
  });
  return contentSecurityPolicy({
    inlineScripts: [scripts.firstPaint, scripts.baseUrlCheck, scripts.analytics].filter((s): s is string => s !== undefined),
    analytics: scripts.analytics !== undefined,
    // DocSearch queries Algolia, or the hosts configured instead; the built-in search fetches from the site only.
    search: { origins: config.search.docsearch ? (config.search.docsearch.hosts ?? ALGOLIA_ORIGINS) : [] },
  });
}

/**
 * The text of `_headers`, the response-headers file Netlify and Cloudflare
 * Pages read from the root of what they publish: the Content-Security-
 * Policy and two hardening headers for every path under the base URL, a
 * cache-forever header for the hashed assets and search index files, and
 * revalidation for the route manifest and the search index's root. Other hosts take the same
 * values in their own configuration (README: "Deploying").
 */
export function headersFile(config: HeadersConfig): string {
  const base = config.baseUrl;
  return [
    '# Response headers for this site, written by `quire build`. Netlify and Cloudflare Pages read',
    '# this file as is; for nginx or another host, copy the values into its configuration.',
    `${base}*`,
    `  Content-Security-Policy: ${siteContentSecurityPolicy(config)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `${base}assets/*`,
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    // Named alike in every build: a cached copy must be checked, or an open tab would navigate to removed chunks.
    `${base}${ROUTE_MANIFEST_FILE}`,
    '  Cache-Control: no-cache',
    // The search index's files are named by a hash of their content, like the assets; its root is named alike in every build.
    ...(config.search.docsearch ? [] : [...hashedSearchFolders().flatMap((folder) => [`${base}${folder}/*`, `  Cache-Control: ${IMMUTABLE_CACHE}`]), `${base}${SEARCH_INDEX_DIR}/${SEARCH_INDEX_ROOT_FILE}`, '  Cache-Control: no-cache']),
    '',
  ].join('\n');
}

/**
 * Writes `_headers` into the output folder, after the static folder was
 * copied: a `_headers` the site keeps in its static folder wins, since the
 * site's own headers are the ones it means.
 */
export async function writeHeadersFile(config: ResolvedConfig, outDir: string): Promise<void> {
  try {
    await writeFile(join(outDir, HEADERS_FILE), headersFile(config), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
