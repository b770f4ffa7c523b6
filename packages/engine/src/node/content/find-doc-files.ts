import { readdir, realpath, stat } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { join } from 'node:path';

/** `.md` and `.mdx` are both read as plain markdown (there is no MDX compiler). */
const DOC_EXTENSION = /\.mdx?$/i;

/**
 * Whether a file or folder name is left out of the docs: names starting with
 * `_` (partials, drafts kept aside) or `.` (editor and VCS folders), and
 * `node_modules`.
 */
export function isIgnoredName(name: string): boolean {
  return name.startsWith('_') || name.startsWith('.') || name === 'node_modules';
}

/**
 * Every markdown file under `docsDir`, as paths relative to it with forward
 * slashes, sorted by code unit so the order never depends on the file system
 * or the locale.
 *
 * Ignored names prune whole folders, so `node_modules` is never walked.
 * Symbolic links are followed; a link back to a folder being walked is skipped.
 */
export async function findDocFiles(docsDir: string): Promise<string[]> {
  const found: string[] = [];
  await walk(docsDir, '', [], found);
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

async function walk(absDir: string, relDir: string, ancestors: readonly string[], found: string[]): Promise<void> {
  // Folders are few next to files, so one realpath each is cheap; it stops symlink loops.
  const real = await realpath(absDir);
  if (ancestors.includes(real)) return;
  const chain = [...ancestors, real];
  const entries = await readdir(absDir, { withFileTypes: true });
  const subfolders: Promise<void>[] = [];
  for (const entry of entries) {
    if (isIgnoredName(entry.name)) continue;
    const absPath = join(absDir, entry.name);
    const relPath = relDir ? `${relDir}/${entry.name}` : entry.name;
    const kind = await kindOf(entry, absPath);
    if (kind === 'folder') subfolders.push(walk(absPath, relPath, chain, found));
    else if (kind === 'file' && DOC_EXTENSION.test(entry.name)) found.push(relPath);
  }
  await Promise.all(subfolders);
}

async function kindOf(entry: Dirent, absPath: string): Promise<'file' | 'folder' | 'other'> {
  if (entry.isDirectory()) return 'folder';
  if (entry.isFile()) return 'file';
  if (!entry.isSymbolicLink()) return 'other';
  // A dangling link is skipped rather than failing the whole build.
  const target = await stat(absPath).catch(() => undefined);
  if (target?.isDirectory()) return 'folder';
  return target?.isFile() ? 'file' : 'other';
}
