import type { PageData } from '../../shared/types.js';

/** One route of the site as the build knows it. */
export interface RouteEntry {
  /** Route path without base URL: `/`, `/search`, `/api/createSlice`. The fallback route's path is `/404.html`. */
  path: string;
  page: PageData;
  /** The sidebar the page shows, if any. */
  sidebarId?: string;
  /** Source file of a doc route, for messages. */
  sourceFile?: string;
}

/** The flat route manifest: every route keyed by its exact path, plus the fallback page. */
export interface RouteManifest {
  routes: Map<string, RouteEntry>;
  /** The fallback page, rendered for any path that is no route (written as `404.html`). */
  notFound: RouteEntry;
}
