import type { Diagnostic } from '../diagnostic.js';
import { normalizePath } from '../../shared/normalize-path.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import { didYouMean } from '../did-you-mean.js';
import type { LinkSource } from './link-source.js';
import { safeDecode } from '../../shared/safe-decode.js';

/** What a link is checked against. */
export interface LinkTargets {
  manifest: RouteManifest;
  /** Heading ids of each doc route, for `#anchor` checks. */
  headingIds: Map<string, ReadonlySet<string>>;
}

/**
 * The links phase: every internal link checked against the route manifest,
 * and its `#anchor` against the target page's heading ids. Returns one
 * error diagnostic per broken link, with a "did you mean" when a route or
 * heading is close; whether they fail the build is the caller's decision.
 */
export function checkLinks(links: Iterable<LinkSource>, { manifest, headingIds }: LinkTargets): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const hashAt = link.url.indexOf('#');
    const rawPath = (hashAt === -1 ? link.url : link.url.slice(0, hashAt)).split('?')[0] ?? '';
    const fragment = hashAt === -1 ? '' : link.url.slice(hashAt + 1);
    const path = normalizePath(safeDecode(rawPath));
    const where = { file: link.file, line: link.line, column: link.column };
    if (!manifest.routes.has(path)) {
      const guess = didYouMean(path, manifest.routes.keys());
      diagnostics.push({
        severity: 'error',
        code: 'broken-link',
        ...where,
        message: `${link.context} ${link.url}, which is no page.`,
        hint: guess ? `Did you mean ${guess}?` : 'Link to an existing route (see the docs folder) or remove the link.',
      });
      continue;
    }
    const ids = headingIds.get(path);
    if (fragment === '' || !ids) continue;
    const id = safeDecode(fragment);
    if (ids.has(id)) continue;
    const guess = didYouMean(id, ids);
    diagnostics.push({
      severity: 'error',
      code: 'broken-link',
      ...where,
      message: `${link.context} ${link.url}, but ${path} has no heading with id "${id}".`,
      hint: guess ? `Did you mean ${path}#${guess}?` : `Link to one of the page's headings, or to ${path} without the anchor.`,
    });
  }
  return diagnostics;
}
