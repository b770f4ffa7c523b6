/** Writing a fixture site from a table of files at test time. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** File contents by path relative to a root; `null` deletes the file. */
export type FileTable = Record<string, string | Uint8Array | null>;

/** Writes (or deletes) every file of `files` under `root`, creating folders as needed. */
export async function writeFiles(root: string, files: FileTable): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    if (content === null) {
      await rm(file, { force: true });
      continue;
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
