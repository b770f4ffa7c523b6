/** Hashed assets never change under their name: a year, and no revalidation even on reload. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change on the next deploy: cache it, but ask every time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * A file name with a content hash, as the build writes them under
 * `/assets/`: esbuild's `[name]-[hash]` (8 characters of base32, upper
 * case) and the engine's own sha256 prefixes (8 or more lowercase hex
 * digits) for the manifest and images. A file a site merely puts in
 * `static/assets/` without a hash is not one.
 */
const HASHED_NAME = /-(?:[A-Z0-9]{8}|[0-9a-f]{8,})\.[A-Za-z0-9]+$/;

/** A file of the search index named by a hash of its content (its root, `index.json`, is not). */
const HASHED_SEARCH_FILE = /^\/search-index\/(?:terms|pages|fragments)\/[0-9a-f]{20}\.bin$/;

/** The `Cache-Control` for a path inside the site. */
export function cacheControl(sitePath: string): string {
  return (sitePath.startsWith('/assets/') && HASHED_NAME.test(sitePath)) || HASHED_SEARCH_FILE.test(sitePath) ? IMMUTABLE : REVALIDATE;
}
