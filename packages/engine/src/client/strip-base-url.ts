/**
 * The route-relative pathname of an address under the base URL, or
 * `undefined` when the address lies outside it (a misconfigured base URL).
 */
export function stripBaseUrl(pathname: string, baseUrl: string): string | undefined {
  if (baseUrl === '/') return pathname;
  if (pathname === baseUrl.slice(0, -1)) return '/';
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : undefined;
}

/** The router's `basename` for a base URL: `/docs/` gives `/docs`, `/` gives `''`. */
export function routerBasename(baseUrl: string): string {
  return baseUrl.replace(/\/$/, '');
}
