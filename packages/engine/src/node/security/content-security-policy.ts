import { createHash } from 'node:crypto';

/** What a site's pages load, as far as its Content-Security-Policy must allow. */
export interface ContentSecurityPolicyOptions {
  /** The exact source of every inline `<script>` the pages carry (see `inlineScripts`). */
  inlineScripts: string[];
  /** Whether pages load Google Analytics (config `analytics.trackingId`). */
  analytics: boolean;
  /**
   * What the site's search needs (default nothing): the `origins` that
   * queries go to, for DocSearch. The built-in search needs nothing: it
   * fetches its index from the site and runs no WebAssembly.
   */
  search?: { origins: string[] };
}

/**
 * The CSP source expression that allows one inline script: `'sha256-…'` of
 * its exact text, as browsers hash it (UTF-8, nothing trimmed).
 */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * An example `Content-Security-Policy` header value under which every page
 * of the site works: scripts only from the site itself plus the hashed
 * inline ones (no `'unsafe-inline'`, no `eval`, no WebAssembly), and search
 * and analytics origins only when configured.
 *
 * Two allowances are deliberate. `style-src 'unsafe-inline'`: docs may hold
 * raw HTML with `style` attributes (a centred table header, say), which no
 * hash can cover, and a style cannot run code. `img-src https:` and
 * `frame-src https:`: docs may show images and embeds (CodeSandbox, videos)
 * from other sites. A site without those can tighten both.
 */
export function contentSecurityPolicy({ inlineScripts, analytics, search = { origins: [] } }: ContentSecurityPolicyOptions): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))];
  // The origins Google documents for GA4 under a CSP: gtag.js and the scripts
  // it loads from *.googletagmanager.com, beacons to the other two.
  const analyticsScripts = ['https://*.googletagmanager.com'];
  const analyticsConnect = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...(analytics ? analyticsScripts : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...search.origins, ...(analytics ? analyticsConnect : [])]],
    ['frame-src', ["'self'", 'https:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
