import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Creates `folders` (relative to the existing folder `root`) and their
 * parents, each with one `mkdir`, parents before children. A recursive
 * `mkdir` per folder, hundreds at a time, makes about twice as many calls:
 * every one tries its own folder first and fails until its parent exists.
 */
export async function makeFolders(root: string, folders: Iterable<string>): Promise<void> {
  const all = new Set<string>();
  for (let folder of folders) {
    while (folder !== '.' && folder !== '' && !all.has(folder)) {
      all.add(folder);
      folder = dirname(folder);
    }
  }
  const byDepth = new Map<number, string[]>();
  for (const folder of all) {
    const depth = folder.split(/[\\/]/).length;
    byDepth.set(depth, [...(byDepth.get(depth) ?? []), folder]);
  }
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await Promise.all(
      byDepth.get(depth)!.map((folder) =>
        mkdir(join(root, folder)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        }),
      ),
    );
  }
}
