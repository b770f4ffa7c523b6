import { normalizePath } from '../../shared/normalize-path.js';
import { safeDecode } from '../../shared/safe-decode.js';

/** Where an internal link points: a route, and a heading of it or none. */
export interface LinkTarget {
  /** The route, as the route manifest keys it: decoded, without query, trailing slash or `/index.html`. */
  route: string;
  /** The heading id after `#`, decoded; `''` for no anchor. */
  anchor: string;
}

/**
 * Reads an internal link's URL (`/api/createSlice/#caf%C3%A9`) as the route
 * and heading id it names. The one reading of a link, shared by the check
 * and by `quire dev`, which compiles the targets of anchors before it checks.
 */
export function linkTarget(url: string): LinkTarget {
  const hashAt = url.indexOf('#');
  const path = (hashAt === -1 ? url : url.slice(0, hashAt)).split('?')[0] ?? '';
  return { route: normalizePath(safeDecode(path)), anchor: hashAt === -1 ? '' : safeDecode(url.slice(hashAt + 1)) };
}
