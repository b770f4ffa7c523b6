import { readFileSync, statSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { QuireError } from '../diagnostic.js';
import type { Diagnostic } from '../diagnostic.js';
import { describeFsError, fsErrorFix } from '../describe-fs-error.js';
import { decodeDocSource, DEFAULT_MAX_DOC_BYTES } from './decode-doc-source.js';
import type { Doc, FrontMatter } from './doc.js';
import { sourceDigest, type DocSourceBook, type DocSourceRecord } from './doc-source-book.js';
import { docLocation } from './doc-route.js';
import { DOCS_TEXT_ON_DISK_FROM } from './docs-text-on-disk.js';
import { findDocFiles } from './find-doc-files.js';
import { parseFrontMatter } from './parse-front-matter.js';
import { unknownFrontMatterKeyWarnings } from './unknown-front-matter-keys.js';

/**
 * Docs read between two turns of the event loop. Each is read with one
 * blocking call: on the 2-core machine, handing 1000 small reads to libuv's
 * threads cost about twice the CPU (each wakes a thread, then the main
 * thread again), and a cold build keeps both cores busy. Interleaved 1000-
 * page cold builds: 124 ms less CPU (7 of 8 pairs), wall within noise.
 * The turns between chunks keep the threads' messages moving.
 */
const READ_CHUNK = 64;

/** How the content phase reads docs. */
export interface CollectDocsOptions {
  /** Largest markdown file accepted, in bytes (default 1 MB; the config's `markdown.maxDocSizeKb`). */
  maxDocBytes?: number;
  /** Reads a doc's front matter (default `parseFrontMatter`). */
  parseFrontMatter?: (source: string, filePath: string) => FrontMatter | Promise<FrontMatter>;
  /**
   * What the last build recorded of each file (see `DocSourceBook`): a file
   * whose status is unchanged is not read, its doc takes the recorded front
   * matter and digest, and its `source` is read only if something asks for it.
   */
  book?: DocSourceBook;
  /**
   * Receives each warning (a front matter key Quire does not read, with its
   * line, column and a did-you-mean), in file order; the build prints them.
   */
  onWarning?: (warning: Diagnostic) => void;
  /** Docs from which no doc's text is kept once its front matter is read (default {@link DOCS_TEXT_ON_DISK_FROM}). */
  textOnDiskFrom?: number;
}

/**
 * The content phase: every doc in the docs folder, read, with front matter
 * parsed and id and route decided, sorted by `relativePath`.
 *
 * Docs with `draft: true` are left out. Every problem found (bad front matter
 * in any file, two docs with one id) is gathered before failing, so one build
 * shows them all.
 *
 * @param docsDir The docs folder; relative paths are resolved against the current directory.
 * @throws QuireError when the folder is missing or unreadable, a file cannot be read, is too big or
 *   not UTF-8, front matter is invalid, or doc ids repeat.
 */
export async function collectDocs(docsDir: string, options: CollectDocsOptions = {}): Promise<Doc[]> {
  const readFrontMatter = options.parseFrontMatter ?? parseFrontMatter;
  const root = resolve(docsDir);
  await assertFolder(root);
  const relativePaths = await findDocFiles(root);

  const diagnostics: Diagnostic[] = [];
  const docs = new Array<Doc | undefined>(relativePaths.length);
  const maxDocBytes = options.maxDocBytes ?? DEFAULT_MAX_DOC_BYTES;
  const book = options.book;
  // Taken before reading, so a file written meanwhile differs from its record next time and is read again.
  const statuses = new Array<Stats | undefined>(relativePaths.length);
  const toRead: number[] = [];
  // A big site's texts are read again by what needs them rather than all held here (see `DOCS_TEXT_ON_DISK_FROM`).
  const keepText = relativePaths.length < (options.textOnDiskFrom ?? DOCS_TEXT_ON_DISK_FROM);
  relativePaths.forEach((relativePath, index) => {
    if (!book) return void toRead.push(index);
    const filePath = join(root, relativePath);
    const status = (statuses[index] = statusOf(filePath));
    const record = status && status.size <= maxDocBytes ? book.unchanged(relativePath, status) : undefined;
    if (record) docs[index] = recordedDoc(filePath, relativePath, record, maxDocBytes, keepText);
    else toRead.push(index);
  });
  for (const [n, index] of toRead.entries()) {
    if (n > 0 && n % READ_CHUNK === 0) await nextTurn();
    const relativePath = relativePaths[index]!;
    const filePath = join(root, relativePath);
    let bytes: Buffer;
    try {
      bytes = readFileSync(filePath);
    } catch (error) {
      const fsError = error as NodeJS.ErrnoException;
      diagnostics.push({
        severity: 'error',
        message: `Cannot read ${relativePath}: ${describeFsError(fsError)}.`,
        file: filePath,
        hint: `${fsErrorFix(fsError, filePath)} Or move it out of the docs folder.`,
      });
      continue;
    }
    try {
      const source = decodeDocSource(bytes, filePath, maxDocBytes);
      const frontMatter = await readFrontMatter(source, filePath);
      const digest = sourceDigest(bytes);
      docs[index] = keepText
        ? { filePath, relativePath, ...docLocation(relativePath, frontMatter), frontMatter, source, sourceDigest: digest }
        : recordedDoc(filePath, relativePath, { digest, frontMatter }, maxDocBytes, false);
      const status = statuses[index];
      if (book && status) book.note(relativePath, status, digest, frontMatter);
    } catch (error) {
      if (!(error instanceof QuireError)) throw error;
      diagnostics.push(...error.diagnostics);
    }
  }

  const published = docs.filter((doc): doc is Doc => doc !== undefined && doc.frontMatter.draft !== true);
  diagnostics.push(...duplicateIdDiagnostics(published));
  if (diagnostics.length > 0) throw new QuireError(sortByFile(diagnostics));
  if (options.onWarning) {
    // Drafts too: their keys are as misspelt in production as in dev. A doc taken from the book is read only if it has an unknown key.
    for (const doc of docs) if (doc) unknownFrontMatterKeyWarnings(doc.frontMatter, () => doc.source, doc.filePath).forEach(options.onWarning);
  }
  return published;
}

/** A file's status, or undefined when it cannot be taken (reading it then reports why). */
function statusOf(filePath: string): Stats | undefined {
  try {
    return statSync(filePath, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * The doc of a file whose status is the one `record` was taken with: its
 * front matter and digest as recorded, its text read only when first asked
 * for (a doc the cache cannot serve, an error to locate). Checked against
 * the digest then: a file rewritten during the build, to the same size
 * within the same clock tick, fails the build rather than mixing versions.
 *
 * @param keepText Keep the text once read; else it is read on every ask (a big site's docs,
 *   whose text is asked for once, when the doc goes to a compile thread).
 */
function recordedDoc(filePath: string, relativePath: string, record: Pick<DocSourceRecord, 'digest' | 'frontMatter'>, maxDocBytes: number, keepText = true): Doc {
  const { id, route } = docLocation(relativePath, record.frontMatter);
  return new RecordedDoc(filePath, relativePath, id, route, record.frontMatter, record.digest, maxDocBytes, keepText);
}

/**
 * See `recordedDoc`. A class, so that every doc of a big site shares one
 * `source` accessor: as per-object getters in a literal, each doc carried
 * two closures and a slower, larger object (~1 KB a doc at 10 000 docs).
 */
class RecordedDoc implements Doc {
  #source: string | undefined;

  constructor(
    readonly filePath: string,
    readonly relativePath: string,
    readonly id: string,
    readonly route: string,
    readonly frontMatter: FrontMatter,
    readonly sourceDigest: string,
    private readonly maxDocBytes: number,
    private readonly keepText: boolean,
  ) {}

  get source(): string {
    if (this.#source !== undefined) return this.#source;
    const bytes = readFileSync(this.filePath);
    if (sourceDigest(bytes) !== this.sourceDigest) {
      throw new QuireError({
        severity: 'error',
        message: `${this.relativePath} changed while the build was running.`,
        file: this.filePath,
        hint: 'Run the build again once the file is saved.',
      });
    }
    const text = decodeDocSource(bytes, this.filePath, this.maxDocBytes);
    if (this.keepText) this.#source = text;
    return text;
  }

  set source(text: string) {
    this.#source = text;
  }
}

async function assertFolder(root: string): Promise<void> {
  const info = await stat(root).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (info?.isDirectory()) return;
  throw new QuireError({
    severity: 'error',
    message: info ? `The docs folder ${root} is a file, not a folder.` : `The docs folder ${root} does not exist.`,
    hint: 'Create it and put your markdown pages in it, or point `docsDir` in quire.config.ts at the folder that holds them.',
  });
}

/**
 * One error per id that more than one doc claims, naming every file
 * involved. It points at the doc to change: one whose front matter sets the
 * `id` (at that line), else the second file.
 */
function duplicateIdDiagnostics(docs: readonly Doc[]): Diagnostic[] {
  const byId = new Map<string, Doc[]>();
  for (const doc of docs) {
    const list = byId.get(doc.id);
    if (list) list.push(doc);
    else byId.set(doc.id, [doc]);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [id, owners] of byId) {
    if (owners.length < 2) continue;
    const setsId = (doc: Doc) => doc.frontMatter.id !== undefined;
    const culprit = owners.slice(1).find(setsId) ?? owners.find(setsId) ?? owners[1]!;
    const line = setsId(culprit) ? frontMatterKeyLine(culprit.source, 'id') : undefined;
    diagnostics.push({
      severity: 'error',
      message: `Doc id "${id}" is used by ${owners.length} files: ${owners.map((d) => d.relativePath).join(', ')}.`,
      file: culprit.filePath,
      ...(line !== undefined && { line, column: 1 }),
      hint: 'Doc ids must be unique: rename one of the files, or give it another `id` in its front matter.',
    });
  }
  return diagnostics;
}

/** The 1-based line where front matter sets `key`, when it does so on a line of its own (`id: x`). */
function frontMatterKeyLine(source: string, key: string): number | undefined {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0] ?? '')) return undefined;
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]!); i++) {
    if (new RegExp(`^["']?${key}["']?\\s*:`).test(lines[i]!)) return i + 1;
  }
  return undefined;
}

/** Diagnostics in file order, so the report does not depend on which read finished first. */
function sortByFile(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => {
    const fa = a.file ?? '';
    const fb = b.file ?? '';
    if (fa !== fb) return fa < fb ? -1 : 1;
    return (a.line ?? 0) - (b.line ?? 0);
  });
}
