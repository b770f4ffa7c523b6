import type { CustomPageData } from '../../shared/types.js';
import type { Doc, DocRef } from '../content/doc.js';
import type { CustomPageFile } from '../content/find-custom-pages.js';
import { jsxLinkLiterals } from '../content/jsx-link-literals.js';
import { parseFrontMatter } from '../content/parse-front-matter.js';
import type { CompileContext } from '../markdown/compile-markdown.js';
import { serializeCompiledDoc, type CollectedLink, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { MarkdownOptions } from '../markdown/create-markdown-processor.js';
import { resolveHref } from '../markdown/resolve-href.js';
import type { MdxProcessor } from './create-mdx-processor.js';
import type { PageModuleSource } from '../page-modules/page-module-files.js';
import { docFormat } from './doc-format.js';

/** One custom page of the site (`src/pages/`), read and, when it is markdown, compiled. */
export interface CustomPage {
  file: CustomPageFile;
  /** The page as a doc, so its links are checked like a doc's. */
  doc?: Doc;
  /** A markdown page compiled (its module, title, links, headings); a component page's links. */
  compiled?: SerializedCompiledDoc;
  page: CustomPageData;
}

/** Reads custom pages with one pipeline per format (see {@link createCustomPageCompiler}). */
export interface CustomPageCompiler {
  /** One page from its text; a markdown page's problems are in `compiled.warnings`, errors included. */
  compile(file: CustomPageFile, source: string, docsByFile: ReadonlyMap<string, DocRef>): Promise<CustomPage>;
}

/**
 * How the build and `quire dev` read a custom page. A markdown page (`.md`,
 * `.mdx`) is compiled to a component like an MDX doc (as MDX, or as
 * markdown made into one, by `docFormat`), its `.md` links resolved against
 * the docs; a component page (`.tsx`, `.jsx`, `.ts`, `.js`) is its
 * module's default export, with the site links its JSX writes as strings
 * (see `jsxLinkLiterals`). The MDX pipeline loads on the first markdown page.
 */
export function createCustomPageCompiler(options: MarkdownOptions): CustomPageCompiler {
  const processors = new Map<'md' | 'mdx', MdxProcessor>();
  return {
    async compile(file, source, docsByFile) {
      if (file.kind === 'component') return componentPage(file, source, docsByFile);
      const frontMatter = parseFrontMatter(source, file.filePath);
      const doc: Doc = { filePath: file.filePath, relativePath: file.relativePath, id: customPageId(file), route: file.route, frontMatter, source };
      const format = docFormat(file.filePath, source, options.format, frontMatter.format);
      const [{ createMdxProcessor }, { compileMdx }] = await Promise.all([import('./create-mdx-processor.js'), import('./compile-mdx.js')]);
      let processor = processors.get(format);
      if (!processor) processors.set(format, (processor = createMdxProcessor(options, {}, format)));
      const context: CompileContext = { docsByFile, tocMinHeadingLevel: options.tocMinHeadingLevel, tocMaxHeadingLevel: options.tocMaxHeadingLevel };
      const compiled = serializeCompiledDoc(await compileMdx(processor, doc, context));
      const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
      return { file, doc, compiled, page: { kind: 'page', title: compiled.title, markdown: true, ...(description && { description }) } };
    },
  };
}

/** A custom page as the page modules bundler takes it: its route, a readable name, its file, and a markdown page's module. */
export function customPageModuleSource(file: CustomPageFile, code?: string): PageModuleSource {
  return { route: file.route, name: `page-${file.relativePath.replace(/\.\w+$/, '')}`, file: file.filePath, ...(code !== undefined && { code }) };
}

/** The id a custom page has among the docs (for the link checker): unlike any doc's. */
function customPageId(file: CustomPageFile): string {
  return `@site/src/pages/${file.relativePath}`;
}

/**
 * A component page, with the site links its JSX writes as strings. Its
 * headings are not known until it runs, so links into it are checked for
 * the page only (`anchorsUnknown`).
 */
function componentPage(file: CustomPageFile, source: string, docsByFile: ReadonlyMap<string, DocRef>): CustomPage {
  const doc: Doc = { filePath: file.filePath, relativePath: file.relativePath, id: customPageId(file), route: file.route, frontMatter: {}, source: '' };
  const links: CollectedLink[] = [];
  for (const { href, line, column } of jsxLinkLiterals(source)) {
    const resolved = resolveHref(href, doc, docsByFile);
    if (resolved.kind === 'internal') links.push({ url: resolved.url, raw: href, line, column });
  }
  const compiled: SerializedCompiledDoc = {
    title: '',
    hasTitleHeading: false,
    toc: [],
    headingIds: [],
    anchorsUnknown: true,
    links,
    images: [],
    staticImages: [],
    search: [],
    warnings: [],
    bodyJson: '[]',
    bodyDigest: '',
  };
  return { file, doc, compiled, page: { kind: 'page', title: '' } };
}
