import type { DocPageData, PageData } from '../../shared/types.js';
import { contentHash } from '../cache/content-hash.js';
import { bodyDigest, bodyJsonText } from '../markdown/compiled-doc.js';
import type { PageModuleFiles } from '../page-modules/page-module-files.js';

/** One route of the site as the build knows it. */
export interface RouteEntry {
  /** Route path without base URL: `/`, `/search`, `/api/createSlice`. The fallback route's path is `/404.html`. */
  path: string;
  /** Page data, less a doc's body, which travels as `bodyJson`. */
  page: PageMeta;
  /** A doc's body (HAST) as JSON text, or what reads it (see `SerializedCompiledDoc.bodyJson`); see `pageDataJson`. */
  bodyJson?: string | (() => string);
  /** The hash of a doc's body that `pageDataDigest` takes in its place (see `SerializedCompiledDoc.bodyDigest`). */
  bodyDigest?: string;
  /** The sidebar the page shows, if any. */
  sidebarId?: string;
  /** Source file of a doc route, for messages. */
  sourceFile?: string;
  /** The page's component (an MDX doc's body, a custom page), as the page modules phase bundled it. */
  module?: PageModuleFiles;
  /** `page` as JSON text, once the routes are final and `page` is parsed from it when read (see `freezePageData`). */
  readonly pageMetaJson?: string;
}

/** Page data without the doc body. */
export type PageMeta = Omit<DocPageData, 'body'> | Exclude<PageData, DocPageData>;

/** The full page data of a route as JSON text, the body spliced in without parsing it. */
export function pageDataJson(entry: Pick<RouteEntry, 'page' | 'bodyJson' | 'pageMetaJson'>): string {
  const meta = pageMetaJson(entry);
  return entry.bodyJson === undefined ? meta : `${meta.slice(0, -1)},"body":${bodyJsonText(entry.bodyJson)}}`;
}

/**
 * A hash that changes whenever {@link pageDataJson}'s text would: of the
 * page data less the body, and of the body's digest. Names route chunks and
 * keys rendered pages without reading or hashing the body itself.
 */
export function pageDataDigest(entry: Pick<RouteEntry, 'page' | 'bodyJson' | 'bodyDigest' | 'module' | 'pageMetaJson'>): string {
  const body = entry.bodyJson === undefined ? '' : (entry.bodyDigest ?? bodyDigest(bodyJsonText(entry.bodyJson)));
  // A page module's files are named by content hash: the page changes with them.
  if (!entry.module) return contentHash('page-data', pageMetaJson(entry), body);
  return contentHash('page-data', pageMetaJson(entry), body, entry.module.client, ...entry.module.styles);
}

/** The page data less a doc's body as JSON text: a frozen entry's own text (see `freezePageData`), not its data parsed and written again. */
export function pageMetaJson(entry: Pick<RouteEntry, 'page' | 'pageMetaJson'>): string {
  return entry.pageMetaJson ?? JSON.stringify(entry.page);
}

/** Parses {@link pageDataJson}'s text back into page data. */
export function parsePageData(json: string): PageData {
  return JSON.parse(json) as PageData;
}

/** The flat route manifest: every route keyed by its exact path, plus the fallback page. */
export interface RouteManifest {
  routes: Map<string, RouteEntry>;
  /** The fallback page, rendered for any path that is no route (written as `404.html`). */
  notFound: RouteEntry;
}
