/** Whether an href leaves the site: it has a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}
