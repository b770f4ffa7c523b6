/**
 * Whether an href is a route of this site (a path starting with `/`) rather
 * than an external URL, a protocol-relative URL or a bare `#fragment`.
 */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
