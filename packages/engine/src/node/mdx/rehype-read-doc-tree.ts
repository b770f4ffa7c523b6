import type { Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { resolveHref } from '../markdown/resolve-href.js';
import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types.js';
import type { Doc } from '../content/doc.js';
import type { CollectedLink, CompiledDoc } from '../markdown/compiled-doc.js';
import type { CompileContext } from '../markdown/compile-markdown.js';
import { docTitle } from '../markdown/doc-title.js';
import { extractToc } from '../markdown/extract-toc.js';
import { finishDocTree } from '../markdown/finish-doc-tree.js';
import { extractSearchSections } from '../search/extract-search-sections.js';

/** What an MDX doc's compile reads off its finished tree: a compiled doc but its body, which is code. */
export type DocTreeReading = Omit<CompiledDoc, 'body' | 'warnings'> & { warnings: CompiledDoc['warnings'] };

declare module 'vfile' {
  interface DataMap {
    /** The doc being compiled and what it is compiled against; set by `compileMdx`. */
    quireDoc: { doc: Doc; context: CompileContext };
    /** Set by {@link rehypeReadDocTree}. */
    quireReading: DocTreeReading;
    /** Every `##`…`######` heading, for the module's `toc` export (Docusaurus exports them all; `TOCInline` picks its levels). */
    quireFullToc: TocItem[];
  }
}

/**
 * Rehype plugin, last of the MDX pipeline's tree transforms: reads the
 * page's title, table of contents, element ids, links, images and search
 * text off the tree, and rewrites its internal links to routes, exactly as
 * `compileMarkdown` does for a markdown doc, so the link checker, the TOC
 * and search treat both alike. Elements written as JSX count where they are
 * plain HTML elements the tree holds (markdown inside a component does);
 * what a component renders by itself is not seen.
 */
export function rehypeReadDocTree() {
  return (tree: Root, file: VFile): void => {
    const { doc, context } = file.data.quireDoc!;
    const { title, hasTitleHeading } = docTitle(tree, doc);
    // Every heading, for the module's `toc` export; the page's own TOC is those within its levels.
    const fullToc = extractToc(tree, 2, 6);
    const min = doc.frontMatter.toc_min_heading_level ?? context.tocMinHeadingLevel;
    const max = doc.frontMatter.toc_max_heading_level ?? context.tocMaxHeadingLevel;
    const toc = fullToc.filter((item) => item.depth >= min && item.depth <= max);
    file.data.quireFullToc = fullToc;
    const jsxLinks = jsxElementLinks(tree, doc, context);
    const finished = finishDocTree(tree, doc, context.docsByFile);
    file.data.quireReading = {
      title,
      hasTitleHeading,
      toc,
      headingIds: finished.elementIds,
      links: [...finished.links.links, ...jsxLinks],
      images: finished.images.images,
      staticImages: finished.images.staticImages,
      search: extractSearchSections(tree, title),
      warnings: [...finished.links.warnings, ...finished.images.errors],
    };
  };
}

/** Props that hold a link: Docusaurus' `<Link to>`, and `href` on any element. */
const LINK_PROPS = new Set(['to', 'href']);

/**
 * The internal links JSX elements hold as plain strings (`<Link to="/api">`,
 * `<a href="/x#y">`), with their places, for the link checker. A link
 * made by an expression is not known until the page runs, and is not seen.
 */
function jsxElementLinks(tree: Root, doc: Doc, context: CompileContext): CollectedLink[] {
  const links: CollectedLink[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as unknown as MdxJsxFlowElementHast;
    for (const attribute of element.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || !LINK_PROPS.has(attribute.name) || typeof attribute.value !== 'string') continue;
      const resolved = resolveHref(attribute.value, doc, context.docsByFile);
      const at = attribute.position?.start ?? element.position?.start;
      if (resolved.kind === 'internal' && at) links.push({ url: resolved.url, raw: attribute.value, line: at.line, column: at.column });
    }
  });
  return links;
}
