import type { PageData, SiteData } from './types.js';

/** The document title of a page: `Page | Site`, or the site title and tagline on the home page. */
export function pageTitle(page: Pick<PageData, 'kind' | 'title'>, site: Pick<SiteData, 'title' | 'tagline'>): string {
  if (page.kind === 'home') return site.tagline ? `${site.title} | ${site.tagline}` : site.title;
  return page.title ? `${page.title} | ${site.title}` : site.title;
}
