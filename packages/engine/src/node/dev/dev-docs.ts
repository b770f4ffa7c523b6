import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Doc } from '../content/doc.js';
import { docLocation } from '../content/doc-route.js';
import { findDocFiles } from '../content/find-doc-files.js';
import type { FrontMatter } from '../content/doc.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import { readSettledFile } from './read-settled-file.js';

/** What is known of one markdown file. */
interface DocFile {
  /** The doc as last read with valid front matter; kept while the file's front matter is broken. */
  doc?: Doc;
  /** Problems of the latest read (unreadable file, invalid front matter). */
  problems: Diagnostic[];
  /** The route the file was last served at, or would be at by its path: where its problems show. */
  route: string;
}

/**
 * The docs folder as the dev server sees it, file by file. Unlike the
 * build's content phase, one file's broken front matter does not stop the
 * others: that file keeps its last good version (if it ever had one) and
 * carries the problem, and the rest of the site is served as usual.
 */
export class DevDocs {
  readonly #docsDir: string;
  readonly #files = new Map<string, DocFile>();

  constructor(docsDir: string) {
    this.#docsDir = docsDir;
  }

  /** Reads every doc of the folder. @throws QuireError when the folder cannot be walked. */
  async load(): Promise<void> {
    let paths: string[];
    try {
      paths = await findDocFiles(this.#docsDir);
    } catch (error) {
      throw new QuireError({
        severity: 'error',
        message: `Cannot read the docs folder ${this.#docsDir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
        hint: 'Create it, or point `docsDir` in quire.config.ts at the folder that holds the markdown pages.',
      });
    }
    this.#files.clear();
    await Promise.all(paths.map((path) => this.#read(path, false)));
  }

  /** Whether `file` (absolute) is a doc of this folder by its name, whether or not it exists. */
  owns(file: string): boolean {
    const rel = relative(this.#docsDir, file);
    if (rel.startsWith('..') || rel === '') return false;
    return /\.mdx?$/i.test(rel) && !rel.split(sep).some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules');
  }

  /** Reads a file that was added or changed again; the file may be mid-save. */
  async reread(file: string): Promise<void> {
    await this.#read(relative(this.#docsDir, file).split(sep).join('/'), true);
  }

  /** Forgets a deleted file. */
  remove(file: string): void {
    this.#files.delete(relative(this.#docsDir, file).split(sep).join('/'));
  }

  /**
   * The published docs, sorted by path as the build sorts them: the last good
   * version of each file, drafts left out, and of two docs with one id only
   * the first (the other is reported by {@link problems}).
   */
  published(): Doc[] {
    const seen = new Set<string>();
    const docs: Doc[] = [];
    for (const path of [...this.#files.keys()].sort(byCodeUnit)) {
      const doc = this.#files.get(path)!.doc;
      if (!doc || doc.frontMatter.draft === true || seen.has(doc.id)) continue;
      seen.add(doc.id);
      docs.push(doc);
    }
    return docs;
  }

  /** Every file's problems, with the route they show on; and one error per doc id used twice. */
  problems(): Array<{ file: string; route: string; diagnostics: Diagnostic[] }> {
    // In path order, as `published` keeps the first: files are read in parallel, so the map is in no order.
    const files = [...this.#files.entries()].sort(([a], [b]) => byCodeUnit(a, b));
    const owners = new Map<string, Doc[]>();
    for (const [, { doc }] of files) {
      if (!doc || doc.frontMatter.draft === true) continue;
      owners.set(doc.id, [...(owners.get(doc.id) ?? []), doc]);
    }
    return files.map(([path, file]) => {
      const clash = file.doc && (owners.get(file.doc.id)?.length ?? 0) > 1 && owners.get(file.doc.id)![0] !== file.doc;
      const first = clash ? owners.get(file.doc!.id)![0]! : undefined;
      const diagnostics = [...file.problems];
      if (first) {
        diagnostics.push({
          severity: 'error',
          message: `Doc id "${file.doc!.id}" is already used by ${first.relativePath}, so this doc is not published.`,
          file: file.doc!.filePath,
          hint: 'Doc ids must be unique: rename one of the files, or give it another `id` in its front matter.',
        });
      }
      return { file: join(this.#docsDir, path), route: file.route, diagnostics };
    });
  }

  async #read(relativePath: string, settle: boolean): Promise<void> {
    const filePath = join(this.#docsDir, relativePath);
    const previous = this.#files.get(relativePath);
    let source: string;
    try {
      source = settle ? await readSettledFile(filePath) : await readFile(filePath, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Deleted between the event and the read: the unlink event follows.
      if (code === 'ENOENT') return;
      this.#files.set(relativePath, {
        ...previous,
        route: previous?.route ?? docLocation(relativePath, {}).route,
        problems: [{ severity: 'error', file: filePath, message: `Cannot read ${relativePath}: ${code ?? String(error)}.`, hint: 'Check that the file is readable.' }],
      });
      return;
    }
    try {
      const { parseFrontMatter, unknownFrontMatterKeyWarnings } = await frontMatterParser();
      const frontMatter = parseFrontMatter(source, filePath);
      const doc: Doc = { filePath, relativePath, ...docLocation(relativePath, frontMatter), frontMatter, source };
      // Unknown keys are the file's warnings: shown in the terminal and the overlay, never blocking the page.
      this.#files.set(relativePath, { doc, problems: unknownFrontMatterKeyWarnings(frontMatter, source, filePath), route: doc.route });
    } catch (error) {
      if (!(error instanceof QuireError)) throw error;
      this.#files.set(relativePath, {
        ...(previous?.doc && { doc: previous.doc }),
        problems: error.diagnostics,
        route: previous?.route ?? docLocation(relativePath, {}).route,
      });
    }
  }
}

/**
 * The front-matter parser and the check of its keys, imported on first use:
 * their YAML library is a tenth of a second to load, which `quire dev`
 * would otherwise pay before it is ready.
 */
interface FrontMatterReader {
  parseFrontMatter: (source: string, filePath: string) => FrontMatter;
  unknownFrontMatterKeyWarnings: (frontMatter: FrontMatter, source: string, filePath: string) => Diagnostic[];
}
let parser: Promise<FrontMatterReader> | undefined;
function frontMatterParser(): Promise<FrontMatterReader> {
  parser ??= Promise.all([import('../content/parse-front-matter.js'), import('../content/unknown-front-matter-keys.js')]).then(
    ([{ parseFrontMatter }, { unknownFrontMatterKeyWarnings }]) => ({ parseFrontMatter, unknownFrontMatterKeyWarnings }),
  );
  return parser;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
