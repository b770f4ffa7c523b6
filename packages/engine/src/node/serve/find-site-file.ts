import { realpathSync, statSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { LRUCache } from 'lru-cache';

/** A file found for a request: where it is, and its stats at the moment it was found. */
export interface SiteFile {
  /** Absolute path on disk. */
  path: string;
  stats: Stats;
}

/**
 * Finds the file a host would serve for a path inside the site (from
 * `resolveRequestTarget`): the file itself, or for a folder its
 * `index.html` — `/guide`, `/guide/` and `/guide/index.html` are one page,
 * as on GitHub Pages and Netlify. A path ending in `/` is only ever a
 * folder. Names starting with a dot are never served (`.well-known`
 * excepted), nor is anything whose real path, symbolic links followed,
 * lies outside the site folder.
 *
 * The disk is asked on every request, so a rebuild while serving is picked
 * up at once. To keep that to one `stat` per request, where a path was
 * found is remembered, and trusted while the same file (same device and
 * inode) is still there; otherwise, or if it is gone, the path is looked up
 * afresh. The calls are synchronous on purpose: a `stat` of a local file
 * takes microseconds, while each call through libuv's thread pool costs a
 * round trip (bench/serve-bench.mjs measured the difference).
 */
export class SiteFiles {
  private readonly found = new LRUCache<string, { path: string; dev: number; ino: number }>({ max: 10_000 });

  /** @param root the folder served (absolute). */
  constructor(readonly root: string) {}

  /** The file for `sitePath`, or undefined when there is none (a 404). */
  find(sitePath: string): SiteFile | undefined {
    const known = this.found.get(sitePath);
    if (known) {
      const stats = statOrUndefined(known.path);
      if (stats?.isFile() && stats.dev === known.dev && stats.ino === known.ino) return { path: known.path, stats };
      this.found.delete(sitePath);
    }
    const file = this.lookUp(sitePath);
    if (file) this.found.set(sitePath, { path: file.path, dev: file.stats.dev, ino: file.stats.ino });
    return file;
  }

  private lookUp(sitePath: string): SiteFile | undefined {
    if (/\/\.(?!well-known\/)/.test(sitePath)) return undefined;
    const candidates = sitePath.endsWith('/') ? [`${sitePath}index.html`] : [sitePath, `${sitePath}/index.html`];
    for (const candidate of candidates) {
      const path = join(this.root, candidate);
      const stats = statOrUndefined(path);
      if (!stats?.isFile()) continue;
      return this.isInside(path) ? { path, stats } : undefined;
    }
    return undefined;
  }

  /**
   * Whether `path`, with every symbolic link on the way resolved, is inside
   * the site folder, also resolved: asked on each look-up, since a rebuild
   * may have swapped the folder (or a link) in the meantime.
   */
  private isInside(path: string): boolean {
    try {
      return realpathSync.native(path).startsWith(realpathSync.native(this.root) + sep);
    } catch {
      return false;
    }
  }
}

/** The stats of `path`, or undefined where there is nothing to serve (ENOENT, or ENOTDIR for `index.html/x`). */
function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}
