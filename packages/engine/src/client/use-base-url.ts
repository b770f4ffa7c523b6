import { isExternalHref } from '../shared/is-external-href.js';
import { useSiteData } from './site-context.js';

/**
 * An asset path under the site's base URL: `useBaseUrl('/img/logo.svg')`
 * gives `/redux-toolkit/img/logo.svg` on a site served from `/redux-toolkit/`.
 * Absolute URLs pass through unchanged.
 */
export function useBaseUrl(path: string): string {
  const { baseUrl } = useSiteData();
  if (isExternalHref(path)) return path;
  return baseUrl + path.replace(/^\//, '');
}
