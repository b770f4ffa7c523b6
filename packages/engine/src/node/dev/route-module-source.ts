import type { RouteEntry } from '../routes/route-manifest.js';
import { pageDataJson } from '../routes/route-manifest.js';

/**
 * The source of a route's module as the dev server serves it: what a route
 * chunk of the build holds (`export default { page, sidebar }`), with the
 * sidebar imported from its own module (`sidebarUrl`, absolute), so that
 * the pages of one sidebar share one instance of it, as they share its
 * chunk in a build.
 */
export function routeModuleSource(entry: RouteEntry, sidebarUrl: string | undefined): string {
  // Page data as a JSON string literal, as the build writes it: faster to parse than an object literal.
  const page = `JSON.parse(${JSON.stringify(pageDataJson(entry))})`;
  if (sidebarUrl === undefined) return `export default { page: ${page} };\n`;
  return `import sidebar from ${JSON.stringify(sidebarUrl)};\nexport default { page: ${page}, sidebar };\n`;
}
