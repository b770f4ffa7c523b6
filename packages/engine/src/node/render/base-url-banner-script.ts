import { jsonForScript } from './escape-html.js';

/** Id of the banner element, for styling overrides and tests. */
export const BASE_URL_BANNER_ID = '__quire-base-url-banner';

/**
 * An inline script for the home page's `<head>` that warns when the page is
 * served under another path than the configured base URL, and suggests the
 * one that would work (the path it is actually served at).
 *
 * Why inline, with inline styles: a wrong base URL is exactly the case in
 * which the site's scripts and stylesheet fail to load, so the warning may
 * rely on nothing but this page. It inserts its banner outside the React
 * root, so it never disturbs hydration, and it writes text, never HTML, so
 * an odd address cannot inject markup.
 */
export function baseUrlBannerScript(baseUrl: string): string {
  const base = jsonForScript(baseUrl);
  const id = jsonForScript(BASE_URL_BANNER_ID);
  return `(function(){var b=${base};function s(){var p=location.pathname;if(document.getElementById(${id}))return;var g=p.replace(/index\\.html$/,"");if(g.slice(-1)!=="/")g+="/";if(g===b)return;var d=document.createElement("div");d.id=${id};d.setAttribute("role","alert");d.style.cssText="position:relative;z-index:1000;margin:0;padding:1rem 1.25rem;border-bottom:4px solid #a4262c;background:#fde7e9;color:#3b0a0d;font:16px/1.5 system-ui,sans-serif";var t=document.createElement("strong");t.textContent="This site did not load properly.";var m=document.createElement("p");m.style.margin=".25rem 0 0";m.textContent="It is served at "+g+" but was built for the base URL "+b+", so its scripts and styles cannot be found. We suggest setting baseUrl to "+JSON.stringify(g)+" in the site config (or building with --base-url "+g+"), then rebuilding.";d.appendChild(t);d.appendChild(m);document.body.insertBefore(d,document.body.firstChild)}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",s);else s()})();`;
}
