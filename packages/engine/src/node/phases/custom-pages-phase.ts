import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { CustomPageData } from '../../shared/types.js';
import { warn, type BuildContext } from '../build-context.js';
import { findCustomPages, type CustomPageFile } from '../content/find-custom-pages.js';
import { jsxLinkLiterals } from '../content/jsx-link-literals.js';
import type { Doc, DocRef } from '../content/doc.js';
import { parseFrontMatter } from '../content/parse-front-matter.js';
import { QuireError, type Diagnostic } from '../diagnostic.js';
import { serializeCompiledDoc, type CollectedLink, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { resolveHref } from '../markdown/resolve-href.js';
import { markdownOptions } from '../markdown/markdown-options.js';
import type { MdxProcessor } from '../mdx/create-mdx-processor.js';
import { docFormat } from '../mdx/doc-format.js';
import type { PageModuleSource } from '../page-modules/page-module-files.js';
import type { RouteManifest } from '../routes/route-manifest.js';

/** One custom page of the site (`src/pages/`), read and, when it is markdown, compiled. */
export interface CustomPage {
  file: CustomPageFile;
  /** The page as a doc, so its links are checked like a doc's. */
  doc?: Doc;
  /** A markdown page compiled (its module, title, links, headings); a component page's links. */
  compiled?: SerializedCompiledDoc;
  page: CustomPageData;
}

/**
 * The custom pages phase: the site's `src/pages/` read as Docusaurus reads
 * it (see `findCustomPages`). A markdown page (`.md`, `.mdx`) is compiled
 * to a component like an MDX doc, its `.md` links resolved against the
 * docs; a component page (`.tsx`, `.jsx`, `.ts`, `.js`) is its module's
 * default export. Both are bundled by the page modules phase.
 *
 * @param docs The docs, for markdown pages' `.md` links.
 * @throws QuireError when a markdown page fails to compile.
 */
export async function customPagesPhase(ctx: BuildContext, docs: readonly Doc[]): Promise<CustomPage[]> {
  const files = await findCustomPages(ctx.siteDir);
  if (files.length === 0) return [];
  const options = markdownOptions(ctx.config);
  const context = {
    docsByFile: new Map(docs.map(({ filePath, relativePath, route }) => [filePath, { filePath, relativePath, route }])),
    tocMinHeadingLevel: options.tocMinHeadingLevel,
    tocMaxHeadingLevel: options.tocMaxHeadingLevel,
  };
  const needsMarkdown = files.some((file) => file.kind === 'markdown');
  // Loaded only for a site with markdown pages: the MDX pipeline takes a while to load.
  const [{ createMdxProcessor }, { compileMdx }] = needsMarkdown
    ? await Promise.all([import('../mdx/create-mdx-processor.js'), import('../mdx/compile-mdx.js')])
    : [{ createMdxProcessor: undefined }, { compileMdx: undefined }];
  const processors = new Map<'md' | 'mdx', MdxProcessor>();
  const errors: Diagnostic[] = [];
  const pages: CustomPage[] = [];
  for (const file of files) pages.push(await customPage(file));
  if (errors.length > 0) throw new QuireError(errors);
  return pages;

  async function customPage(file: CustomPageFile): Promise<CustomPage> {
    const source = readFileSync(file.filePath, 'utf8');
    if (file.kind === 'component') return componentPage(file, source, context.docsByFile);
    const frontMatter = parseFrontMatter(source, file.filePath);
    const doc: Doc = { filePath: file.filePath, relativePath: file.relativePath, id: `@site/src/pages/${file.relativePath}`, route: file.route, frontMatter, source };
    // A markdown page compiles to a component either way: as MDX, or as markdown (`md`) made into one.
    const format = docFormat(file.filePath, source, options.format, frontMatter.format);
    let processor = processors.get(format);
    if (!processor) processors.set(format, (processor = createMdxProcessor!(options, {}, format)));
    const compiled = serializeCompiledDoc(await compileMdx!(processor, doc, context));
    for (const warning of compiled.warnings) {
      if (warning.severity === 'error') errors.push(warning);
      else warn(ctx, warning);
    }
    const description = typeof frontMatter.description === 'string' ? frontMatter.description : undefined;
    return { file, doc, compiled, page: { kind: 'page', title: compiled.title, markdown: true, ...(description && { description }) } };
  }
}

/**
 * A component page, with the site links its JSX writes as strings, for the
 * link checker (see `jsxLinkLiterals`). Its headings are not known until it
 * runs, so links into it are checked for the page only (`anchorsUnknown`).
 */
function componentPage(file: CustomPageFile, source: string, docsByFile: ReadonlyMap<string, DocRef>): CustomPage {
  const doc: Doc = { filePath: file.filePath, relativePath: file.relativePath, id: `@site/src/pages/${file.relativePath}`, route: file.route, frontMatter: {}, source: '' };
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

/**
 * Puts the custom pages in the route manifest. A page at `/` replaces the
 * home page the config describes; a page on a route a doc or the search
 * page already has is not published, with a warning naming both.
 */
export function placeCustomPages(ctx: BuildContext, manifest: RouteManifest, pages: readonly CustomPage[]): void {
  for (const { file, page } of pages) {
    const existing = manifest.routes.get(file.route);
    if (existing && existing.page.kind !== 'home') {
      warn(ctx, {
        severity: 'warning',
        code: 'duplicate-route',
        file: file.filePath,
        message: `Duplicate route ${file.route}: ${existing.sourceFile ? relative(process.cwd(), existing.sourceFile) : `the ${existing.page.kind} page`} already has it, so this custom page is not published.`,
        hint: 'Rename the page file, or move the doc with a `slug`.',
      });
      continue;
    }
    manifest.routes.set(file.route, {
      path: file.route,
      page,
      sourceFile: file.filePath,
    });
  }
}

/** The custom pages as the page modules phase bundles them. */
export function customPageSources(pages: readonly CustomPage[], manifest: RouteManifest): PageModuleSource[] {
  return pages
    .filter(({ file }) => manifest.routes.get(file.route)?.sourceFile === file.filePath)
    .map(({ file, compiled }) => ({ route: file.route, name: `page-${file.relativePath.replace(/\.\w+$/, '')}`, file: file.filePath, ...(compiled?.mdx !== undefined && { code: compiled.mdx }) }));
}

/** The docs and compiled docs with the custom pages added, for the links phase. */
export function withCustomPages(
  docs: Doc[],
  compiled: Map<string, SerializedCompiledDoc>,
  pages: readonly CustomPage[],
): { linked: Doc[]; linkedCompiled: Map<string, SerializedCompiledDoc> } {
  const read = pages.filter((page) => page.doc && page.compiled);
  if (read.length === 0) return { linked: docs, linkedCompiled: compiled };
  return {
    linked: [...docs, ...read.map((page) => page.doc!)],
    linkedCompiled: new Map([...compiled, ...read.map((page): [string, SerializedCompiledDoc] => [page.doc!.id, page.compiled!])]),
  };
}
