import { dirname, join, posix, resolve } from 'node:path';
import { safeDecode } from '../../shared/safe-decode.js';
import type { Doc, DocRef } from '../content/doc.js';
import { isExternalHref } from '../../shared/is-external-href.js';

/** What an href in a doc turned out to be. */
export type ResolvedHref =
  /** Not a link inside the site: a URL with a scheme (`https:`, `mailto:`), protocol-relative (`//cdn…`), or empty. */
  | { kind: 'external' }
  /**
   * A link inside the site. `url` is the absolute route path plus `#fragment`,
   * for the link checker; `href` is what the page should link to (a bare `#x`
   * stays `#x`, so the browser scrolls instead of navigating).
   */
  | { kind: 'internal'; url: string; href: string }
  /** A `.md`/`.mdx` link whose target (absolute path `file`) is not a published doc. */
  | { kind: 'missing-file'; file: string };

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * Resolves an href written in `from` to a route, the way a reader would expect:
 *
 * - `#x` → `url` `<route>#x`, `href` unchanged;
 * - `/api/x#y` → as is (normalized);
 * - `./x`, `../api/x` → resolved against the doc's route like a browser does
 *   (route `/api/createSlice` + `./createReducer` → `/api/createReducer`);
 * - `./x.md#y`, `../api/x.mdx` → resolved against the doc's file, then
 *   replaced by the target doc's route; `/api/x.md` is resolved against the
 *   docs folder. A target that is not in `docsByFile` is `missing-file`.
 *
 * A trailing slash is dropped (`/api/x/`, `./x.mdx/#y`), since routes never
 * end in one. A query string is kept in `href` but left out of `url`:
 * routes are paths.
 */
export function resolveHref(
  href: string,
  from: Pick<Doc, 'route' | 'filePath' | 'relativePath'>,
  docsByFile: ReadonlyMap<string, DocRef>,
): ResolvedHref {
  if (href === '' || isExternalHref(href)) return { kind: 'external' };

  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  // Routes never end in '/': `/api/createSlice/` and `./page.mdx/` name the same page as without it.
  const written = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const path = written.length > 1 ? written.replace(/\/+$/, '') : written;

  // `#x` or `?q#x`: the same page. Leave the href alone so it stays an in-page jump.
  if (path === '') return { kind: 'internal', url: from.route + hash, href };

  if (MARKDOWN_FILE.test(path)) {
    const file = markdownTarget(path, from);
    const target = docsByFile.get(file);
    if (!target) return { kind: 'missing-file', file };
    return { kind: 'internal', url: target.route + hash, href: target.route + query + hash };
  }

  // Routes never end in '/', so the "directory" of `/api/createSlice` is `/api/`, as in a browser.
  const base = from.route.slice(0, from.route.lastIndexOf('/') + 1);
  const resolved = posix.normalize(path.startsWith('/') ? path : base + path);
  return { kind: 'internal', url: resolved + hash, href: resolved + query + hash };
}

/** Absolute path of the file a `.md` link names: relative to the linking file, or to the docs folder if it starts with `/`. */
function markdownTarget(path: string, from: Pick<Doc, 'filePath' | 'relativePath'>): string {
  const decoded = safeDecode(path);
  if (!decoded.startsWith('/')) return resolve(dirname(from.filePath), decoded);
  const docsRoot = from.filePath.slice(0, from.filePath.length - from.relativePath.length);
  return join(docsRoot, decoded);
}
