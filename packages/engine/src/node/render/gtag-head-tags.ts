import { escapeHtml, jsonForScript } from './escape-html.js';

/** Where gtag.js is served from. */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The head tags that load Google Analytics for a measurement id: gtag.js,
 * `async` so it never delays the page, and the inline stub that queues calls
 * until it arrives. The stub's `config` call sends the first page view
 * itself, so a page whose own scripts fail to load is still counted; the
 * browser runtime sends one for every later route change (`sendPageView`).
 */
export function gtagHeadTags(trackingId: string): string[] {
  return [
    `<link rel="preconnect" href="${GTAG_ORIGIN}">`,
    `<script async src="${GTAG_ORIGIN}/gtag/js?id=${escapeHtml(encodeURIComponent(trackingId))}"></script>`,
    `<script>${gtagStubScript(trackingId)}</script>`,
  ];
}

/** The inline gtag queue: calls made before gtag.js arrives wait in `dataLayer`. */
export function gtagStubScript(trackingId: string): string {
  const id = jsonForScript(trackingId);
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${id});`;
}
