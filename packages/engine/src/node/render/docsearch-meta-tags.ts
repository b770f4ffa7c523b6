import type { SiteData } from '../../shared/types.js';
import { escapeHtml } from './escape-html.js';

/**
 * The `docsearch:*` meta tags DocSearch's crawler reads to facet records by
 * docs version and language, so a search can be limited to the version on
 * screen. Quire has one version (its `version.name`) and one language.
 */
export function docSearchMetaTags(site: SiteData): string[] {
  return [
    `<meta name="docsearch:language" content="en">`,
    `<meta name="docsearch:version" content="${escapeHtml(site.version.name)}">`,
  ];
}
