import { readFile } from 'node:fs/promises';
import type { CustomPageData } from '../../shared/types.js';
import type { Doc, DocRef } from '../content/doc.js';
import { findCustomPages, type CustomPageFile } from '../content/find-custom-pages.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { MarkdownOptions } from '../markdown/create-markdown-processor.js';
import { createCustomPageCompiler, type CustomPage, type CustomPageCompiler } from '../mdx/custom-page-compiler.js';

/** A markdown custom page compiled, with the text it was compiled from. */
interface Compiled {
  source: string;
  generation: string;
  doc: Doc;
  compiled: SerializedCompiledDoc;
  page: CustomPageData;
}

/**
 * The site's custom pages (`src/pages/`) as `quire dev` sees them: found
 * when the docs are read (every route known at once, as for docs), a
 * markdown page compiled to a component when it is first asked for or
 * saved, as the build's custom pages phase compiles it (on this thread: a
 * site has few such pages, and the MDX pipeline loads only when one is
 * asked for).
 */
export class DevCustomPages {
  readonly #siteDir: string;
  #files: CustomPageFile[] = [];
  readonly #compiled = new Map<string, Compiled>();
  #compiler: { generation: string; compiler: CustomPageCompiler } | undefined;

  /** @param siteDir the site folder, whose `src/pages` holds the pages. */
  constructor(siteDir: string) {
    this.#siteDir = siteDir;
  }

  /** Finds the pages again; says whether the set of pages (their files and routes) changed. */
  async load(): Promise<boolean> {
    const before = key(this.#files);
    this.#files = await findCustomPages(this.#siteDir);
    const paths = new Set(this.#files.map((file) => file.filePath));
    for (const path of this.#compiled.keys()) if (!paths.has(path)) this.#compiled.delete(path);
    return key(this.#files) !== before;
  }

  /** Every page file, sorted by path. */
  get files(): readonly CustomPageFile[] {
    return this.#files;
  }

  /** The page file at an absolute path, if it is one. */
  byFile(filePath: string): CustomPageFile | undefined {
    return this.#files.find((file) => file.filePath === filePath);
  }

  /** The pages as the build's `placeCustomPages` takes them: a markdown page with its compiled title once it was compiled. */
  pages(): CustomPage[] {
    return this.#files.map((file): CustomPage => {
      const done = this.#compiled.get(file.filePath);
      if (!done) return { file, page: { kind: 'page', title: '', ...(file.kind === 'markdown' && { markdown: true }) } };
      return { file, doc: done.doc, compiled: done.compiled, page: done.page };
    });
  }

  /**
   * Compiles a markdown page unless its text and the setup are unchanged
   * since the last time; returns its doc and compiled result (with its
   * problems as warnings, errors included), and whether it was compiled now.
   *
   * @param generation changes with the config and the set of docs.
   * @param docRefs every published doc, to resolve the page's `.md` links.
   * @throws QuireError for front matter that does not parse.
   */
  async compile(
    file: CustomPageFile,
    options: MarkdownOptions,
    generation: string,
    docRefs: readonly DocRef[],
  ): Promise<{ doc: Doc; compiled: SerializedCompiledDoc; fresh: boolean }> {
    const source = await readFile(file.filePath, 'utf8');
    const cached = this.#compiled.get(file.filePath);
    if (cached && cached.source === source && cached.generation === generation) return { ...cached, fresh: false };
    if (this.#compiler?.generation !== generation) this.#compiler = { generation, compiler: createCustomPageCompiler(options) };
    const page = await this.#compiler.compiler.compile(file, source, new Map(docRefs.map((ref) => [ref.filePath, ref])));
    const done: Compiled = { source, generation, doc: page.doc!, compiled: page.compiled!, page: page.page };
    this.#compiled.set(file.filePath, done);
    return { ...done, fresh: true };
  }
}

function key(files: readonly CustomPageFile[]): string {
  return files.map((file) => `${file.filePath}\0${file.route}`).join('\n');
}
