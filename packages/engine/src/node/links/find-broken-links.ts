import type { SidebarItem } from '../../shared/types.js';
import type { Doc } from '../content/doc.js';
import type { Diagnostic } from '../diagnostic.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { checkLinks } from './check-links.js';
import { configLinkSources, docLinkSources, sidebarLinkSources, type SiteLinkFiles } from './collect-link-sources.js';

/** What {@link findBrokenLinks} checks, and against what. */
export interface LinkCheck {
  /** The config and the sidebars module, where the site's own links are written. */
  files: SiteLinkFiles;
  /** The routes a link may point to. */
  manifest: RouteManifest;
  /** Every doc of the site: the one that owns a route (the first of duplicates) defines its `#anchors`. */
  docs: readonly Doc[];
  /**
   * A doc's compiled result, or `undefined` for one not compiled (yet, in
   * `quire dev`): links into such a doc are checked for the page only.
   */
  compiled: (docId: string) => SerializedCompiledDoc | undefined;
  /** The docs whose own links are checked: every doc in a build, the page just served in `quire dev`. */
  linksOf: readonly Doc[];
  /**
   * The resolved sidebars, to check the site's own links too: the navbar,
   * footer and home page links of the config, and the hand-written sidebar
   * links. Left out, only the docs' links are checked.
   */
  sidebars?: Record<string, SidebarItem[]>;
}

/**
 * The links phase, for the build (every doc and the site's own links, as
 * errors) and for `quire dev` (the page it serves, and the site's own links
 * on their own, which it reports as warnings): every internal link checked
 * against the routes, and every `#anchor` against the headings of the page
 * it points into. One error diagnostic per broken link, at its
 * file:line:column, with a "did you mean" when a route or heading is close.
 */
export function findBrokenLinks(check: LinkCheck): Diagnostic[] {
  const { files, manifest, compiled, sidebars } = check;
  const headingIds = new Map<string, ReadonlySet<string>>();
  for (const doc of check.docs) {
    const result = compiled(doc.id);
    if (result && !result.anchorsUnknown && manifest.routes.get(doc.route)?.sourceFile === doc.filePath) headingIds.set(doc.route, new Set(result.headingIds));
  }
  return checkLinks(linkSources(check.linksOf), { manifest, headingIds });

  function* linkSources(docs: readonly Doc[]) {
    if (sidebars) yield* configLinkSources(files);
    for (const doc of docs) {
      const result = compiled(doc.id);
      if (result) yield* docLinkSources(doc, result);
    }
    if (sidebars) yield* sidebarLinkSources(files, sidebars);
  }
}
