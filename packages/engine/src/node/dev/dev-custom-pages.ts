import { readFile } from 'node:fs/promises';
import type { CustomPageData } from '../../shared/types.js';
import type { Doc, DocRef } from '../content/doc.js';
import { findCustomPages, type CustomPageFile } from '../content/find-custom-pages.js';
import { parseFrontMatter } from '../content/parse-front-matter.js';
import { serializeCompiledDoc, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { MarkdownOptions } from '../markdown/create-markdown-processor.js';
import type { MdxProcessor } from '../mdx/create-mdx-processor.js';
import { docFormat } from '../mdx/doc-format.js';
import type { CustomPage } from '../phases/custom-pages-phase.js';

/** A markdown custom page compiled, with the text it was compiled from. */
interface Compiled {
  source: string;
  generation: string;
  doc: Doc;
  compiled: SerializedCompiledDoc;
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
  #processors: { generation: string; byFormat: Map<'md' | 'mdx', MdxProcessor> } | undefined;

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
      return { file, doc: done.doc, compiled: done.compiled, page: pageData(done.doc, done.compiled) };
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
    const frontMatter = parseFrontMatter(source, file.filePath);
    const doc: Doc = { filePath: file.filePath, relativePath: file.relativePath, id: `@site/src/pages/${file.relativePath}`, route: file.route, frontMatter, source };
    const [{ createMdxProcessor }, { compileMdx }] = await Promise.all([import('../mdx/create-mdx-processor.js'), import('../mdx/compile-mdx.js')]);
    if (this.#processors?.generation !== generation) this.#processors = { generation, byFormat: new Map() };
    // A markdown page compiles to a component either way: as MDX, or as markdown (`md`) made into one.
    const format = docFormat(file.filePath, source, options.format, frontMatter.format);
    let processor = this.#processors.byFormat.get(format);
    if (!processor) this.#processors.byFormat.set(format, (processor = createMdxProcessor(options, {}, format)));
    const context = {
      docsByFile: new Map(docRefs.map((ref) => [ref.filePath, ref])),
      tocMinHeadingLevel: options.tocMinHeadingLevel,
      tocMaxHeadingLevel: options.tocMaxHeadingLevel,
    };
    const compiled = serializeCompiledDoc(await compileMdx(processor, doc, context));
    const done: Compiled = { source, generation, doc, compiled };
    this.#compiled.set(file.filePath, done);
    return { ...done, fresh: true };
  }
}

/** A markdown page's data, as the build's custom pages phase makes it. */
function pageData(doc: Doc, compiled: SerializedCompiledDoc): CustomPageData {
  const description = typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : undefined;
  return { kind: 'page', title: compiled.title, markdown: true, ...(description && { description }) };
}

function key(files: readonly CustomPageFile[]): string {
  return files.map((file) => `${file.filePath}\0${file.route}`).join('\n');
}
