/** Where route modules, sidebar modules and the manifest are served, under the base URL. */
export const ROUTE_PREFIX = '__quire/route/';
export const SIDEBAR_PREFIX = '__quire/sidebar/';
export const MANIFEST_FILE = '__quire/manifest.json';
/** Where the browser files of page components (MDX docs, custom pages) are served, under the base URL. */
export const PAGE_MODULE_PREFIX = '__quire/modules/';
