import { useCallback } from 'react';
import { useSiteData } from '../site-context.js';
import { hasProtocol } from './is-internal-url.js';

/** Options of {@link useBaseUrl}, as Docusaurus names them. */
export interface BaseUrlOptions {
  /** Put the base URL in front even when the URL already starts with it (default false). */
  forcePrependBaseUrl?: boolean;
  /** Give an absolute URL, with the site's origin (default false). */
  absolute?: boolean;
}

/** What {@link useBaseUrlUtils} gives. */
export interface BaseUrlUtils {
  withBaseUrl: (url: string, options?: BaseUrlOptions) => string;
}

/**
 * A URL under the site's base URL, by Docusaurus's rules: a URL with a
 * protocol or a bare `#fragment` is left alone, the base URL without its
 * trailing slash becomes the base URL, and a URL that already starts with
 * the base URL does not get it twice (unless `forcePrependBaseUrl`).
 */
export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

/** Docusaurus's `useBaseUrlUtils` (a named export of `@docusaurus/useBaseUrl`): `withBaseUrl` for URLs known only later. */
export function useBaseUrlUtils(): BaseUrlUtils {
  const { url: siteUrl, baseUrl } = useSiteData();
  const withBaseUrl = useCallback((url: string, options?: BaseUrlOptions) => addBaseUrl(siteUrl, baseUrl, url, options), [siteUrl, baseUrl]);
  return { withBaseUrl };
}

/**
 * Docusaurus's `@docusaurus/useBaseUrl`: `useBaseUrl('/img/logo.svg')` is
 * `/redux-toolkit/img/logo.svg` on a site served from `/redux-toolkit/`.
 */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
