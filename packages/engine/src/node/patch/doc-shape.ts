import { contentHash } from '../cache/content-hash.js';
import type { Doc } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';

/**
 * A digest of everything in a doc that another page, a sidebar, the route
 * manifest or the link check reads: its id, route and front matter, and of
 * the compiled doc its title, headings, links, images and warnings. What is
 * left out is the body and its search text, which only the doc's own page
 * and search entry show. Two versions of a doc with the same shape differ
 * in their own page only, so a build can make that page alone.
 *
 * Links and images count without their line and column: moving a working
 * link down a line changes nothing another page sees (a doc whose links the
 * last build warned about is never patched, see `RecordedDoc.page`).
 *
 * Read before the links phase lets the compiled docs' links and headings go.
 */
export function docShape(doc: Doc, compiled: SerializedCompiledDoc): string {
  const { bodyJson: _body, bodyDigest: _bodyDigest, search: _search, searchDigest: _searchDigest, searchJson: _searchJson, links, staticImages, ...rest } = compiled;
  const where = {
    links: links.map((link) => [link.url, link.raw]),
    staticImages: staticImages.map((image) => image.path),
  };
  return contentHash('doc-shape-1', doc.id, doc.route, JSON.stringify(doc.frontMatter), JSON.stringify(rest), JSON.stringify(where));
}
