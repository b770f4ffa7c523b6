import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** A file found for a request: where it is, and its stats at the moment it was found. */
export interface SiteFile {
  /** Absolute path on disk. */
  path: string;
  stats: Stats;
}

/**
 * The file a host would serve for a path inside the site (from
 * `resolveRequestTarget`): the file itself, or for a folder its
 * `index.html` — `/guide`, `/guide/` and `/guide/index.html` are one page,
 * as on GitHub Pages and Netlify. A path ending in `/` is only ever a
 * folder. Names starting with a dot are never served (`.well-known`
 * excepted), nor is anything whose real path, symbolic links followed,
 * lies outside `root`.
 *
 * The disk is asked on every request rather than listed once, so a
 * rebuild while serving is picked up at once.
 */
export async function findSiteFile(root: string, sitePath: string): Promise<SiteFile | undefined> {
  if (/\/\.(?!well-known\/)/.test(sitePath)) return undefined;
  const candidates = sitePath.endsWith('/') ? [`${sitePath}index.html`] : [sitePath, `${sitePath}/index.html`];
  for (const candidate of candidates) {
    const path = join(root, candidate);
    const stats = await stat(path).catch(() => undefined);
    if (!stats?.isFile()) continue;
    if (!(await isInside(path, root))) return undefined;
    return { path, stats };
  }
  return undefined;
}

/**
 * Whether `path`, with every symbolic link on the way resolved, is inside
 * `root`, also resolved: asked each time, since a rebuild may have swapped
 * the folder (or the link) that `root` names.
 */
async function isInside(path: string, root: string): Promise<boolean> {
  const [real, realRoot] = await Promise.all([realpath(path), realpath(root)]).catch(() => [undefined, undefined]);
  return real !== undefined && realRoot !== undefined && real.startsWith(realRoot + sep);
}
