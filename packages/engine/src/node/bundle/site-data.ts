import type { SiteData } from '../../shared/types.js';
import type { ResolvedConfig } from '../config/resolved-config.js';

/** The browser-side part of the config: what the theme may read, and nothing that is the build's business. */
export function siteData(config: ResolvedConfig): SiteData {
  const { title, tagline, url, baseUrl, favicon, navbar, footer, home, colorMode, loading, version } = config;
  return { title, tagline, url, baseUrl, favicon, navbar, footer, home, colorMode, loading, version, analytics: config.analytics, search: config.search, customFields: config.customFields };
}
