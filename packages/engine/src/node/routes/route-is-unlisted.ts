import type { PageMeta } from './route-manifest.js';

/**
 * Whether a route is unlisted: an `unlisted: true` doc, or the page of a tag
 * only unlisted docs have. Such a page is built and served at its address,
 * but in no sitemap and no search index, and marked `noindex`.
 */
export function routeIsUnlisted(page: Pick<PageMeta, 'kind'> & { unlisted?: boolean }): boolean {
  return (page.kind === 'doc' || page.kind === 'tagDocList') && page.unlisted === true;
}
