import { readdirSync, rmdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * Removes every folder under `dir` that holds no file, at any depth, but
 * those `keep` names (paths relative to `dir`, `/`-separated). A staging
 * folder begun from an older output's folders (see `createStagingDir`) has
 * folders of pages since removed; a build from scratch would not make them.
 * Synchronous on purpose: a thousand folders read in a row cost a fraction
 * of as many awaited reads.
 */
export function removeEmptyFolders(dir: string, keep: (folder: string) => boolean = () => false): void {
  const folders: string[] = [];
  const used = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) folders.push(join(entry.parentPath, entry.name));
    else used.add(entry.parentPath);
  }
  // Deepest first, so a folder whose only content is empty folders goes too.
  folders.sort((a, b) => depth(b) - depth(a));
  for (const folder of folders) {
    if (used.has(folder) || keep(relative(dir, folder).split(sep).join('/'))) used.add(dirname(folder));
    else rmdirSync(folder);
  }
}

function depth(path: string): number {
  let n = 0;
  for (let i = path.indexOf(sep); i >= 0; i = path.indexOf(sep, i + 1)) n++;
  return n;
}
