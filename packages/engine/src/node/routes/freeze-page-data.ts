import { Buffer } from 'node:buffer';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { PageModuleFiles } from '../page-modules/page-module-files.js';
import { pageNeedsHost } from '../render/route-needs-host.js';
import type { PageMeta, RouteEntry, RouteManifest } from './route-manifest.js';

/**
 * What the phases after the routes read of one page at a time (search
 * pages, the sitemap's unlisted filter): a frozen entry answers it without
 * parsing its page data.
 */
export interface PageSummary {
  kind: PageMeta['kind'];
  title: string;
  /** A doc's id (see `DocPageData.docId`). */
  docId?: string;
  unlisted?: boolean;
}

/**
 * Keeps every route's page data as JSON text from here on, once the routes
 * are final (sidebars, neighbours, custom pages placed, links checked):
 * later phases write it as text (route chunks, page digests) and parse it
 * only where a page is put together. As objects (headings, breadcrumbs,
 * previous and next) it was ~2 KB a route, live to the last page rendered,
 * against under 1 KB as text. The compiled docs' tables of contents, which
 * the page data shared, are let go with them.
 */
export function freezePageData(manifest: RouteManifest, compiled: Iterable<SerializedCompiledDoc>): void {
  for (const [path, entry] of manifest.routes) manifest.routes.set(path, new FrozenRouteEntry(entry));
  manifest.notFound = new FrozenRouteEntry(manifest.notFound);
  for (const doc of compiled) doc.toc = [];
}

/** A page's summary (see {@link PageSummary}): a frozen entry's own fields, else read off its page data. */
export function pageSummary(entry: RouteEntry): PageSummary {
  return entry instanceof FrozenRouteEntry ? entry : entry.page;
}

/**
 * A route entry whose page data is JSON text (`pageMetaJson`), parsed
 * afresh each time `page` is read. A class, so that 100 000 entries share
 * one accessor and one shape.
 *
 * The text is kept as UTF-8 bytes and made into a string when read. Why
 * not the string itself: `JSON.stringify` may return its text as a chain of
 * pieces, which the engine joins only when something reads it whole. At
 * 10 000 pages such chains took ~1.5 KB a route for ~0.8 KB of text; the bytes
 * of short buffers share Node's buffer pool.
 */
class FrozenRouteEntry implements RouteEntry, PageSummary {
  readonly path: string;
  private readonly pageMetaBytes: Buffer;
  readonly kind: PageMeta['kind'];
  readonly title: string;
  readonly docId: string | undefined;
  readonly unlisted: boolean | undefined;
  /** `pageNeedsHost` of the page (see `routeNeedsHost`). */
  readonly needsHost: boolean;
  bodyJson: RouteEntry['bodyJson'];
  bodyDigest: string | undefined;
  sidebarId: string | undefined;
  sourceFile: string | undefined;
  module: PageModuleFiles | undefined;

  constructor(entry: RouteEntry) {
    const { page } = entry;
    this.path = entry.path;
    this.pageMetaBytes = Buffer.from(JSON.stringify(page));
    this.kind = page.kind;
    this.title = page.title;
    this.docId = page.kind === 'doc' ? page.docId : undefined;
    this.unlisted = 'unlisted' in page ? page.unlisted : undefined;
    this.needsHost = pageNeedsHost(page);
    this.bodyJson = entry.bodyJson;
    this.bodyDigest = entry.bodyDigest;
    this.sidebarId = entry.sidebarId;
    this.sourceFile = entry.sourceFile;
    this.module = entry.module;
  }

  get pageMetaJson(): string {
    return this.pageMetaBytes.toString('utf8');
  }

  get page(): PageMeta {
    return JSON.parse(this.pageMetaJson) as PageMeta;
  }
}
