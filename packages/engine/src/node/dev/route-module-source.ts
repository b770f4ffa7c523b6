import type { RouteEntry } from '../routes/route-manifest.js';
import { pageDataJson } from '../routes/route-manifest.js';

/** A page component's browser module, as a route module imports it. */
export interface RouteContent {
  /** URL of its module (absolute path). */
  module: string;
  /** URLs of the stylesheets it needs (absolute paths). */
  styles: readonly string[];
}

/**
 * The source of a route's module as the dev server serves it: what a route
 * chunk of the build holds (`export default { page, sidebar }`), with the
 * sidebar imported from its own module (`sidebarUrl`, absolute), so that
 * the pages of one sidebar share one instance of it, as they share its
 * chunk in a build.
 *
 * A page that is a component (an MDX doc, a custom page) imports its
 * module as `Content`, as a build's chunk does. The module links the
 * component's stylesheets itself and waits for them: the client's manifest
 * is fetched once, so after an edit that brings new CSS only the route
 * module knows it (and which of the route's stylesheets are now stale).
 */
export function routeModuleSource(entry: RouteEntry, sidebarUrl: string | undefined, content?: RouteContent): string {
  // Page data as a JSON string literal, as the build writes it: faster to parse than an object literal.
  const page = `JSON.parse(${JSON.stringify(pageDataJson(entry))})`;
  const lines: string[] = [];
  const fields = [`page: ${page}`];
  if (sidebarUrl !== undefined) {
    lines.push(`import sidebar from ${JSON.stringify(sidebarUrl)};`);
    fields.push('sidebar');
  }
  if (content) {
    lines.push(`import Content from ${JSON.stringify(content.module)};`);
    lines.push(`await (${SWAP_STYLESHEETS})(${JSON.stringify(entry.path)}, ${JSON.stringify(content.styles)});`);
    fields.push('Content');
  }
  lines.push(`export default { ${fields.join(', ')} };`);
  return `${lines.join('\n')}\n`;
}

/**
 * Links the stylesheets the document does not link yet and waits for them
 * (a failed one leaves the page unstyled, not missing), then unlinks those
 * of the route's previous version that this one no longer has, so that a
 * saved stylesheet's old rules do not outlive it.
 */
const SWAP_STYLESHEETS = `async (route, styles) => {
  const linked = () => [...document.querySelectorAll('link[rel="stylesheet"]')];
  await Promise.all(styles.map((href) => linked().some((l) => l.getAttribute('href') === href) || new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => done();
    document.head.append(link);
  })));
  const shown = (globalThis.__quireDevStyles ??= {});
  for (const link of linked()) if (shown[route]?.includes(link.getAttribute('href')) && !styles.includes(link.getAttribute('href'))) link.remove();
  shown[route] = styles;
}`;
