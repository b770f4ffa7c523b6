import { posix, relative } from 'node:path';
import type { Element } from 'hast';
import type { Point } from 'unist';
import type { Doc, DocRef } from '../content/doc.js';
import type { Diagnostic } from '../diagnostic.js';
import type { CollectedLink } from './compiled-doc.js';
import { resolveHref } from './resolve-href.js';
import { didYouMean } from '../did-you-mean.js';

/** What {@link rewriteLink} found in a doc. */
export interface RewrittenLinks {
  links: CollectedLink[];
  warnings: Diagnostic[];
}

/**
 * Rewrites an internal `<a href>` of a doc's HAST to an absolute route
 * path (in place) and collects it for the link checker; `finishDocTree`
 * calls it for each element, in document order.
 *
 * `at` is where the link was written: the line and column of its markdown
 * source, or of the nearest ancestor that has one, for nodes a plugin made.
 * A `.md` link to a file that is not a published doc is left as written,
 * not collected, and reported as a warning.
 */
export function rewriteLink(node: Element, at: Point, doc: Doc, docsByFile: ReadonlyMap<string, DocRef>, out: RewrittenLinks): void {
  const raw = node.properties.href;
  if (node.tagName !== 'a' || typeof raw !== 'string') return;
  const resolved = resolveHref(raw, doc, docsByFile);
  if (resolved.kind === 'internal') {
    node.properties.href = resolved.href;
    out.links.push({ url: resolved.url, raw, line: at.line, column: at.column });
  } else if (resolved.kind === 'missing-file') {
    out.warnings.push(missingFileWarning(raw, resolved.file, doc, docsByFile, at));
  }
}

function missingFileWarning(
  raw: string,
  file: string,
  doc: Doc,
  docsByFile: ReadonlyMap<string, DocRef>,
  at: Point,
): Diagnostic {
  const docsRoot = doc.filePath.slice(0, doc.filePath.length - doc.relativePath.length);
  const target = relative(docsRoot, file).split('\\').join('/');
  const suggestion = suggestDoc(target, docsByFile);
  const suggestedHref = suggestion && toRelativeHref(doc.relativePath, suggestion.relativePath);
  return {
    severity: 'warning',
    code: 'broken-markdown-link',
    message: `Link \`${raw}\` points to ${target}, which is not a doc (no such file in the docs folder, or a draft).`,
    file: doc.filePath,
    line: at.line,
    column: at.column,
    hint: suggestedHref
      ? `Did you mean ${suggestedHref}?`
      : 'Fix the path: `.md` links are resolved against the folder of the file that holds them.',
  };
}

/** The published doc whose path is closest to a missing one, if it is close enough to be a typo. */
function suggestDoc(target: string, docsByFile: ReadonlyMap<string, DocRef>): DocRef | undefined {
  // Only runs for broken links, which are rare; a linear scan is fine even for thousands of docs.
  const byPath = new Map<string, DocRef>();
  for (const candidate of docsByFile.values()) byPath.set(candidate.relativePath, candidate);
  const best = didYouMean(target, byPath.keys());
  return best === undefined ? undefined : byPath.get(best);
}

/** `api/createSlice.md` as written from `api/rtk-query/createApi.md`: `../createSlice.md`. */
function toRelativeHref(fromRelativePath: string, toRelativePath: string): string {
  const path = posix.relative(posix.dirname(fromRelativePath), toRelativePath);
  return path.startsWith('.') ? path : `./${path}`;
}
