// Synthetic sites for the bench: bench/gen-corpus.mjs's pages (plain
// markdown, so other generators can be measured on the very same pages, or
// the same pages as MDX) plus a minimal site.
//
// The bench never deletes a tree just before it measures a build: it moves
// it into bench/.trash (one rename) and empties that once the measuring is
// over (see `emptyBenchTrash`). On ext4 without a journal (the bench
// machine's disk), the kernel skips over every inode freed in the last one
// to five minutes each time it allocates one in the same block group, so a
// build run right after `rm -rf` of a 1000-page output (about 4,300 inodes)
// pays for the deletion: measured at 0.2 ms per file it creates, 0.6-1.4 s
// more per 1000-page build, growing with each run deleted before it. That
// is the bench's cleanup, not the build under test; a cold build on a fresh
// clone or a fresh machine does not pay it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeCorpus } from '../gen-corpus.mjs';

/** The corpus generator: its bytes are part of a corpus's stamp, so editing it regenerates the corpora. */
export const GENERATOR = resolve(import.meta.dirname, '../gen-corpus.mjs');

/** Where the bench moves what a cold build must not find (see the top of this file). */
const TRASH = resolve(import.meta.dirname, '../.trash');

let trashed = 0;

/**
 * Moves `path` into the bench's trash, if it exists: a rename, where
 * deleting it would slow the next build down (see the top of this file).
 * Falls back to deleting it when it cannot be renamed there (another file system).
 *
 * @param {string} path
 */
export function moveToBenchTrash(path) {
  if (!existsSync(path)) return;
  mkdirSync(TRASH, { recursive: true });
  try {
    renameSync(path, join(TRASH, `${process.pid}-${Date.now()}-${trashed++}`));
  } catch {
    rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Deletes what the bench moved aside, this run's and any earlier run's
 * that was stopped before it could. Call once every build is measured.
 *
 * @returns {number} how many trees were deleted
 */
export function emptyBenchTrash() {
  if (!existsSync(TRASH)) return 0;
  const count = readdirSync(TRASH).length;
  rmSync(TRASH, { recursive: true, force: true });
  return count;
}

/**
 * Where a corpus and its build go under bench/.corpus and bench/.out:
 * `1000` for the markdown pages, `1000-mdx` for the same pages as MDX.
 *
 * @param {number} pages
 * @param {{ mdx?: boolean }} [options]
 */
export function corpusName(pages, { mdx = false } = {}) {
  return mdx ? `${pages}-mdx` : String(pages);
}

/**
 * Writes `bench/.corpus/<pages>/docs` (`<pages>-mdx/docs` for the MDX
 * pages) with bench/gen-corpus.mjs and returns the site folder beside it.
 * The site has no sidebars file, so the sidebar is generated from the
 * folders, as most sites start.
 *
 * The pages are generated again only when they differ from what the
 * generator made last time (another generator, or pages edited since, as the
 * warm-rebuild row does): the generator deletes the old pages first, and
 * regenerating 1000 pages for nothing would slow the builds measured next
 * (see the top of this file).
 *
 * @param {string} root the repository root
 * @param {number} pages how many pages
 * @param {{ mdx?: boolean }} [options] `mdx`: the pages as `.mdx`, each with a Tabs import and element
 * @returns {{ siteDir: string, docsDir: string }}
 */
export function prepareCorpus(root, pages, { mdx = false } = {}) {
  const corpus = join(root, 'bench/.corpus', corpusName(pages, { mdx }));
  const docsDir = join(corpus, 'docs');
  const stampFile = join(corpus, 'corpus.json');
  const generator = createHash('sha256').update(readFileSync(GENERATOR)).digest('hex');
  if (!corpusMatches(stampFile, generator, docsDir)) {
    moveToBenchTrash(docsDir);
    writeCorpus(docsDir, pages, { mdx });
    writeFileSync(stampFile, JSON.stringify({ generator, docs: hashTree(docsDir) }) + '\n');
  }
  const siteDir = join(corpus, 'site');
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, 'quire.config.ts'), "export default { title: 'Bench', url: 'http://localhost', docsDir: '../docs' };\n");
  return { siteDir, docsDir };
}

/** Whether `docsDir` holds exactly what this generator wrote there, as `stampFile` recorded. */
function corpusMatches(stampFile, generator, docsDir) {
  if (!existsSync(stampFile) || !existsSync(docsDir)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamp.generator === generator && stamp.docs === hashTree(docsDir);
  } catch {
    return false;
  }
}

/** A hash of every file's path and bytes under `dir`, in a fixed order. */
function hashTree(dir) {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(dir.length)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/**
 * What a cold build must not find: the output and any cache a build may
 * have left in the site folder. Called before every measured run; they are
 * moved into the bench's trash, not deleted (see the top of this file).
 *
 * @param {string} siteDir
 * @param {string} outDir
 */
export function forgetEarlierBuilds(siteDir, outDir) {
  moveToBenchTrash(outDir);
  for (const cache of ['node_modules/.cache', '.quire']) moveToBenchTrash(join(siteDir, cache));
}
