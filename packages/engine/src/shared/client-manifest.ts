/**
 * How the browser finds and loads a route: the route module a route's chunk
 * exports, the route manifest it navigates with, the file that manifest is
 * written to, and the boot data each page embeds.
 *
 * Shared by the build and the browser (see `types.ts`): no Node or DOM APIs.
 */
import type { PageComponent, PageData } from './page-data.js';
import type { SidebarItem } from './sidebar-item.js';

/** The default export of a route chunk: everything one route needs to render. */
export interface RouteModule {
  page: PageData;
  /** The sidebar of the page, when it has one (shared between pages as its own chunk). */
  sidebar?: SidebarItem[];
  /** The page's content as a component: an MDX doc's body, a custom page. */
  Content?: PageComponent;
}

/** How the browser finds a route's code. */
export interface ClientRoute {
  /** Chunk URL of the route module, relative to the base URL. */
  chunk: string;
  /** Other chunks the route module imports, relative to the base URL, for preloading. */
  deps: string[];
  /** Stylesheets the route's page component needs (its components' CSS), relative to the base URL; linked before it shows. */
  styles?: string[];
  /**
   * The route needs the host chunk before its chunk is imported: its page is
   * a component (an MDX doc, a custom page) that reads React and the theme
   * from the host, or the theme draws it with deferred components (see `deferredComponent`).
   */
  host?: true;
}

/**
 * The route manifest the browser navigates with, written once per build as
 * {@link ROUTE_MANIFEST_FILE} (not embedded in pages, so pages do not grow
 * with the site). Keys are route paths without base URL.
 */
export interface ClientManifest {
  routes: Record<string, ClientRoute>;
  /** The fallback page, shown for any path that is not a key of `routes`. */
  notFound: ClientRoute;
  /**
   * The client script (relative to the base URL) of the build that wrote it, when built: a page
   * whose boot data names another one runs a runtime that may not read this build's chunks.
   */
  client?: string;
}

/** The manifest as `route-manifest.json` holds it, and its reading (see `WireManifest`). */
export { decodeManifest, encodeManifest, type WireManifest, type WireRoute } from './manifest-wire.js';

/**
 * Where a build writes its {@link ClientManifest}, relative to the base URL.
 * A fixed name, not a content hash: were it hashed, every page would name a
 * new file after any edit, and no page's HTML could stay as the last build
 * wrote it. A page fetches it past the browser's cache (a revalidation), so
 * it always gets the one deployed now; see `ManifestLoader`.
 */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** The boot data embedded in each HTML page (in `<script id="__quire_data" type="application/json">`). */
export interface BootData {
  /** URL of the {@link ClientManifest} file, relative to the base URL. */
  manifest: string;
  /** The client script this page runs, as the manifest of its build names it (see `ClientManifest.client`); absent in dev. */
  client?: string;
  /** The route this page shows: its manifest key (`*` for the fallback page) and chunks. */
  route: ClientRoute & { key: string };
}

/** Manifest key of the fallback page, which has no path of its own. */
export const NOT_FOUND_KEY = '*';

/** Id of the script element holding {@link BootData}. */
export const BOOT_DATA_ID = '__quire_data';
