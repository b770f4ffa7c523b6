// The raw size of a build's output folder: the bytes of its files, as a
// host stores and uploads them, not the disk blocks they take. A file
// hard-linked under several names (the build links files it can reuse,
// see the engine's previous-output.ts) is counted once, by its inode.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} OutputBytes
 * @property {number} bytes the files' bytes, each inode once, `exclude` left out
 * @property {number} files distinct files counted
 * @property {number} excludedBytes the bytes of the folders left out
 */

/**
 * Sums the sizes of the files under `outDir`, each inode once, leaving out
 * the top-level folders named in `exclude` (counted apart, in `excludedBytes`).
 * Symbolic links are not followed, nor counted.
 *
 * @param {string} outDir
 * @param {{ exclude?: string[] }} [options]
 * @returns {OutputBytes}
 */
export function outputBytes(outDir, { exclude = [] } = {}) {
  const seen = new Set();
  let bytes = 0;
  let files = 0;
  let excludedBytes = 0;
  const walk = (dir, excluded) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path, excluded || (dir === outDir && exclude.includes(entry.name)));
        continue;
      }
      if (!entry.isFile()) continue;
      const stat = lstatSync(path, { bigint: true });
      const inode = `${stat.dev}:${stat.ino}`;
      if (seen.has(inode)) continue;
      seen.add(inode);
      if (excluded) {
        excludedBytes += Number(stat.size);
      } else {
        bytes += Number(stat.size);
        files++;
      }
    }
  };
  walk(outDir, false);
  return { bytes, files, excludedBytes };
}
