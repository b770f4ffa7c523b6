import { mkdir, readdir, rm, rmdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PagefindIndex } from 'pagefind';
import { referencedIndexFiles } from './referenced-index-files.js';

/**
 * Pagefind's prebuilt search UIs and its highlighter: the theme has its own
 * modal and page, so these would only be dead weight in the output.
 */
const UNUSED_FILE = /^pagefind-(ui|component-ui|modular-ui|highlight)\b/;

/** Pagefind's client, its worker and WebAssembly: a merged index uses those of the first one (see `writeSearchIndex`). */
const CLIENT_FILE = /^(pagefind(-worker)?\.js|wasm\.[\w-]+\.pagefind)$/;

/** The last build's search files, to lend to this one (see `PreviousOutput`). */
export interface PreviousSearchFiles {
  /** Its fragments, index chunks and filter indexes, relative to the index folder. */
  files: readonly string[];
  /** Hard-links one of them (relative to the index folder) to `to`; false when it is not as the last build left it. */
  link(file: string, to: string): boolean;
}

/**
 * Writes the index into `dir`, a new folder, and returns Pagefind's errors.
 *
 * Pagefind writes itself, rather than handing this process every file: it
 * skips compressing and writing any fragment or index chunk whose file
 * exists already (they are named by a hash of their content). So the last
 * build's are linked into the folder first, and afterwards those the new
 * index does not name are removed. At 1000 pages with one page edited this
 * halves Pagefind's output step (gzip at its best level of every file:
 * 0.5 s of CPU of 1). When the index's metadata cannot be read to tell
 * which files it names, the folder is emptied and written afresh. Without
 * `client`, Pagefind's client and WebAssembly are left out.
 */
export async function writePagefindFiles(
  index: PagefindIndex,
  dir: string,
  { previous, client = true }: { previous?: PreviousSearchFiles; client?: boolean } = {},
): Promise<string[]> {
  const lent = previous ? await lendFiles(previous, dir) : [];
  const { errors } = await index.writeFiles({ outputPath: dir });
  if (errors.length > 0) return errors;
  const referenced = lent.length > 0 ? await referencedIndexFiles(dir) : undefined;
  if (lent.length > 0 && !referenced) {
    await rm(dir, { recursive: true, force: true });
    return writePagefindFiles(index, dir, { client });
  }
  const unused = referenced ? lent.filter((file) => !referenced.has(file)) : [];
  const extras = (await readdir(dir)).filter((name) => UNUSED_FILE.test(name) || (!client && CLIENT_FILE.test(name)));
  await Promise.all([...unused, ...extras].map((file) => unlink(join(dir, file))));
  // A folder made for lent files that all went, or could not be linked, and that Pagefind did not write
  // into (no filters any more) would be an extra, empty folder in the output: rmdir removes only those.
  const made = previous ? previous.files.map((file) => dirname(file)) : [];
  await Promise.all([...new Set(made)].map((folder) => rmdir(join(dir, folder)).catch(() => {})));
  return [];
}

/** Links what the last build left of `previous.files` into `dir`; returns those linked. */
async function lendFiles(previous: PreviousSearchFiles, dir: string): Promise<string[]> {
  await Promise.all([...new Set(previous.files.map((file) => dirname(file)))].map((folder) => mkdir(join(dir, folder), { recursive: true })));
  return previous.files.filter((file) => previous.link(file, join(dir, file)));
}
