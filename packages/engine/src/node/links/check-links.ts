import type { Diagnostic } from '../diagnostic.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { didYouMean } from '../did-you-mean.js';
import type { LinkSource } from './link-source.js';
import { linkTarget } from './link-target.js';

/** What a link is checked against. */
export interface LinkTargets {
  manifest: RouteManifest;
  /** Heading ids of each doc route, for `#anchor` checks; a route without an entry has its anchors taken on trust. */
  headingIds: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Every internal link checked against the route manifest, and its
 * `#anchor` against the target page's heading ids. Returns one error
 * diagnostic per broken link, with a "did you mean" when a route or
 * heading is close; whether they fail the build is the caller's decision.
 */
export function checkLinks(links: Iterable<LinkSource>, { manifest, headingIds }: LinkTargets): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const { route, anchor } = linkTarget(link.url);
    const where = { file: link.file, line: link.line, column: link.column };
    if (!manifest.routes.has(route)) {
      const guess = didYouMean(route, manifest.routes.keys());
      diagnostics.push({
        severity: 'error',
        code: 'broken-link',
        ...where,
        message: `${link.context} ${link.url}, which is no page.`,
        hint: guess ? `Did you mean ${guess}?` : 'Link to an existing route (see the docs folder) or remove the link.',
      });
      continue;
    }
    const ids = headingIds.get(route);
    if (anchor === '' || !ids || ids.has(anchor)) continue;
    const guess = didYouMean(anchor, ids);
    diagnostics.push({
      severity: 'error',
      code: 'broken-link',
      ...where,
      message: `${link.context} ${link.url}, but ${route} has no heading with id "${anchor}".`,
      hint: guess ? `Did you mean ${route}#${guess}?` : `Link to one of the page's headings, or to ${route} without the anchor.`,
    });
  }
  return diagnostics;
}
