import { readdir, realpath, stat } from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { join, relative } from 'node:path';
import { describeFsError, fsErrorFix } from '../describe-fs-error.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';

/** Docs are `.md` and `.mdx` files; which are compiled as MDX is the markdown phase's choice (see `docFormat`). */
export const DOC_EXTENSION = /\.mdx?$/i;

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
 * Symbolic links are followed; a dangling one is skipped.
 *
 * @throws QuireError listing every folder that cannot be read and every
 *   symbolic link that loops (back to a folder that holds it, or to itself):
 *   followed, such a link would make the docs folder endless.
 */
export async function findDocFiles(docsDir: string): Promise<string[]> {
  const found: string[] = [];
  const problems: Diagnostic[] = [];
  await walk({ docsDir, found, problems }, docsDir, '', []);
  if (problems.length > 0) throw new QuireError(problems.sort((a, b) => (a.file! < b.file! ? -1 : 1)));
  return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

interface Walk {
  docsDir: string;
  found: string[];
  problems: Diagnostic[];
}

async function walk(w: Walk, absDir: string, relDir: string, ancestors: readonly string[]): Promise<void> {
  let real: string;
  let entries: Dirent[];
  try {
    // Folders are few next to files, so one realpath each is cheap; it finds symlink loops.
    real = await realpath(absDir);
    entries = await readdir(absDir, { withFileTypes: true });
  } catch (error) {
    w.problems.push(unreadable(w, absDir, error));
    return;
  }
  const loopsTo = ancestors.indexOf(real);
  if (loopsTo !== -1) {
    w.problems.push(loop(absDir, relDir, loopsTo));
    return;
  }
  const chain = [...ancestors, real];
  const subfolders: Promise<void>[] = [];
  for (const entry of entries) {
    if (isIgnoredName(entry.name)) continue;
    const absPath = join(absDir, entry.name);
    const relPath = relDir ? `${relDir}/${entry.name}` : entry.name;
    const kind = await kindOf(entry, absPath);
    if (kind === 'folder') subfolders.push(walk(w, absPath, relPath, chain));
    else if (kind === 'file' && DOC_EXTENSION.test(entry.name)) w.found.push(relPath);
    else if (kind instanceof Error) w.problems.push(unreadable(w, absPath, kind));
  }
  await Promise.all(subfolders);
}

/** What an entry is, following a symbolic link; the error for a link that cannot be followed (a loop, no permission). */
async function kindOf(entry: Dirent, absPath: string): Promise<'file' | 'folder' | 'other' | Error> {
  if (entry.isDirectory()) return 'folder';
  if (entry.isFile()) return 'file';
  if (!entry.isSymbolicLink()) return 'other';
  let target;
  try {
    target = await stat(absPath);
  } catch (error) {
    // A dangling link is skipped rather than failing the whole build.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'other' : (error as Error);
  }
  if (target.isDirectory()) return 'folder';
  return target.isFile() ? 'file' : 'other';
}

function unreadable(w: Walk, path: string, error: unknown): Diagnostic {
  const what = path === w.docsDir ? 'the docs folder' : `${relative(w.docsDir, path)} in the docs folder`;
  return {
    severity: 'error',
    message: `Cannot read ${what}: ${describeFsError(error)}.`,
    file: path,
    hint: fsErrorFix(error, path),
  };
}

function loop(absDir: string, relDir: string, ancestor: number): Diagnostic {
  // The chain of real paths starts at the docs folder; name the looping target the way the author sees it.
  const target = ancestor === 0 ? 'the docs folder itself' : relDir.split('/').slice(0, ancestor).join('/');
  return {
    severity: 'error',
    message: `${relDir} is a symbolic link back to ${target}, which holds it: following it would never end.`,
    file: absDir,
    hint: `Remove the link, point it outside the docs folder, or rename it to start with \`_\` so that Quire skips it.`,
  };
}
