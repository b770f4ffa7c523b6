/**
 * Where a request points inside the site, once its URL is decoded and
 * normalized, and checked against the base URL. This is the one gate
 * between a URL and the file system: whatever a client sends, a `file`
 * target is an absolute POSIX path with no `..` segment, no backslash and
 * no NUL byte, so joining it to the site folder cannot leave the folder.
 */
import { posix } from 'node:path';

/** A request target, resolved. */
export type RequestTarget =
  /** `path` is inside the site, starting with `/`, e.g. `/guide/` or `/assets/app-3F9A1C2B.js`. */
  | { kind: 'file'; path: string }
  /** `/base` without its slash: the site root is at `location`. */
  | { kind: 'redirect'; location: string }
  /** A path outside the base URL: the site's 404 page. */
  | { kind: 'outside-base' }
  /** Not a path a browser sends for a page: bad escapes, NUL bytes, backslashes, no leading slash. */
  | { kind: 'bad-request' };

/**
 * Resolves the request target of an HTTP request line (`req.url`) against
 * the site's base URL (in the form {@link normalizeBaseUrl} gives).
 *
 * The raw target is parsed as a URL first, which already resolves `.`, `..`
 * and their escaped spellings (`%2e%2e`) and reads `\` as `/`. It is then
 * percent-decoded exactly once — so `%252e` stays the literal name `%2e`,
 * never a dot — and rejected if decoding fails (overlong UTF-8 such as
 * `%c0%ae`), or yields a NUL byte or a backslash (which Windows would read
 * as a separator). The decoded path is normalized again, because an encoded
 * slash (`..%2f`) only becomes a segment separator once decoded.
 */
export function resolveRequestTarget(rawUrl: string, baseUrl: string): RequestTarget {
  let url: URL;
  let pathname: string;
  try {
    // Origin-form targets (`/x`) are prefixed rather than resolved against a base, so that
    // `//x` stays a path instead of naming a host; absolute-form (`http://host/x`) parses as is.
    if (rawUrl.startsWith('/')) url = new URL(`http://localhost${rawUrl}`);
    else if (/^https?:\/\//i.test(rawUrl)) url = new URL(rawUrl);
    else return { kind: 'bad-request' };
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'bad-request' };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'bad-request' };

  // An absolute POSIX path cannot climb above `/`: every `..` left ends at the site root.
  const normalized = posix.normalize(pathname);
  if (baseUrl !== '/' && normalized === baseUrl.slice(0, -1)) {
    return { kind: 'redirect', location: baseUrl + url.search };
  }
  if (!normalized.startsWith(baseUrl)) return { kind: 'outside-base' };
  return { kind: 'file', path: normalized.slice(baseUrl.length - 1) };
}

/**
 * A base URL in its one canonical form, with a slash at both ends and none
 * doubled (as request paths are once normalized): `redux-toolkit`,
 * `/redux-toolkit` and `/redux-toolkit/` all become `/redux-toolkit/`,
 * `/a//b` becomes `/a/b/`, and `` becomes `/`.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  const segments = baseUrl.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}
