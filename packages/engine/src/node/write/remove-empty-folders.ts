import { readFileSync, rmdirSync, unlinkSync } from 'node:fs';
import { join, posix } from 'node:path';
import { routeOutputPath } from '../render/route-output-path.js';

/**
 * The file at the root of a kept folder tree (see `emptyTrashDetached`) that
 * lists its folders: NUL-separated paths from `./`, as `find -print0` writes them.
 */
export const FOLDER_LIST = '.quire-folders';

/**
 * Takes the folder list out of a staging folder begun from a kept folder
 * tree: its folders, relative to it, or undefined when it has no list.
 * Removed at once, so it never reaches the output.
 */
export function takeFolderList(staging: string): string[] | undefined {
  const file = join(staging, FOLDER_LIST);
  try {
    const text = readFileSync(file, 'latin1');
    unlinkSync(file);
    // latin1 both ways keeps any bytes of a name as they were.
    return text.split('\0').filter((path) => path.startsWith('./')).map((path) => Buffer.from(path.slice(2), 'latin1').toString());
  } catch {
    return undefined;
  }
}

/**
 * Removes the `listed` folders under `dir` (paths relative to it, see
 * `takeFolderList`) that hold no file at any depth, but those `keep` names. A
 * staging folder begun from an older output's folders (see `createStagingDir`)
 * has folders of pages since removed; a build from scratch would not make them.
 * Each folder is tried with one `rmdir`, which fails on one that holds anything:
 * cheaper than reading a thousand folders to find the few empty ones.
 */
export function removeEmptyFolders(dir: string, listed: readonly string[], keep: (folder: string) => boolean = () => false): void {
  // Deepest first, so a folder whose only content is empty folders goes too.
  for (const folder of [...listed].sort((a, b) => depth(b) - depth(a))) {
    if (keep(folder)) continue;
    try {
      rmdirSync(join(dir, folder));
    } catch {
      // Not empty (or gone): kept.
    }
  }
}

function depth(path: string): number {
  let n = 0;
  for (let i = path.indexOf('/'); i >= 0; i = path.indexOf('/', i + 1)) n++;
  return n;
}

/**
 * The folders, relative to the output folder, that hold a page of `routes`
 * (route paths) or hold such a folder: none of them is ever empty, so
 * `removeEmptyFolders` need not try them (an `rmdir` that fails costs about
 * as much as one that works: ~0.1 s for a 1000-page site's folders).
 */
export function pageFolders(routes: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const route of routes) {
    for (let folder = posix.dirname(routeOutputPath(route)); folder !== '.' && !folders.has(folder); folder = posix.dirname(folder)) folders.add(folder);
  }
  return folders;
}
