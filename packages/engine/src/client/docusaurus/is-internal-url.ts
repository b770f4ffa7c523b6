/** Whether a URL has a scheme (`https:`, `mailto:`, `pathname:`) or is protocol-relative (`//host`), as Docusaurus tells. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** Docusaurus's `@docusaurus/isInternalUrl`: a URL without a protocol is one of the site's. */
export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
