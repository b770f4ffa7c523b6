import { createProcessor } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import type { Processor } from 'unified';
import type { MarkdownOptions } from '../markdown/create-markdown-processor.js';
import { quireRehypeTransforms, quireRemarkTransforms } from '../markdown/create-markdown-processor.js';
import { createListItemHandler } from '../markdown/list-item-handler.js';
import { rehypeRawHtml } from '../markdown/rehype-raw-html.js';
import { remarkAdmonitionTitles } from '../markdown/remark-admonition-titles.js';
import { remarkGfmSyntax } from '../markdown/remark-gfm-syntax.js';
import type { StripTypes } from '../markdown/strip-types.js';
import { recmaHostImports } from './recma-host-imports.js';
import { rehypeMdxCodeHtml } from './rehype-mdx-code-html.js';
import { rehypeMdxMarkdownIslands } from './rehype-mdx-markdown-islands.js';
import { rehypeReadDocTree } from './rehype-read-doc-tree.js';
import { remarkMdx1Compat } from './remark-mdx1-compat.js';
import { remarkMdxDetails } from './remark-mdx-details.js';
import { remarkMdxMarkdownIt } from './remark-mdx-markdown-it.js';
import { remarkMdxPartials } from './remark-mdx-partials.js';

/** A frozen MDX processor: a doc's text in, a JavaScript module (its text) out. */
export type MdxProcessor = Processor<any, any, any, any, string>;

/**
 * Builds the MDX pipeline once per build (and format); every MDX doc reuses it.
 *
 * It is `@mdx-js/mdx`'s, with Quire's markdown in it: the same syntax
 * (front matter skipped, GFM, directives as admonitions) and the same
 * remark and rehype transforms as markdown docs (`quireRemarkTransforms`,
 * `quireRehypeTransforms`), so headings get the same ids, code blocks the
 * same highlighting and tabs, and the site's plugins see the same trees.
 * Docusaurus' `{#id}` headings and HTML comments are read (`remarkMdx1Compat`);
 * partials are inlined first (`remarkMdxPartials`); `rehypeReadDocTree`
 * reads title, TOC, links and search text off the finished tree, as
 * `compileMarkdown` does for markdown, before it becomes JavaScript.
 *
 * The module imports `react/jsx-runtime` and takes its components from
 * `props.components` (the theme's markdown map, see the engine's `DocBody`).
 *
 * @param hooks.markdownIt `false` parses every doc with MDX's own parser (the fast path's tests compare the two).
 * @param format `mdx`, or `md` for a custom page written in markdown: raw HTML
 *   is parsed as in markdown docs, and nothing is JSX.
 */
export function createMdxProcessor(options: MarkdownOptions, hooks: { stripTypes?: StripTypes; markdownIt?: boolean } = {}, format: 'mdx' | 'md' = 'mdx'): MdxProcessor {
  return createProcessor({
    format,
    outputFormat: 'program',
    development: false,
    remarkPlugins: [
      [remarkFrontmatter, ['yaml']],
      remarkGfmSyntax,
      remarkDirective,
      remarkAdmonitionTitles,
      // Markdown read by markdown-it where MDX's tree is the same (not for `md`, which is micromark's markdown with raw HTML).
      ...(format === 'mdx' && hooks.markdownIt !== false ? [remarkMdxMarkdownIt] : []),
      // Last of the parser's wrappers, so the others parse the rewritten text too.
      ...(format === 'mdx' ? [remarkMdx1Compat, remarkMdxPartials, remarkMdxDetails] : []),
      ...quireRemarkTransforms(options),
    ],
    remarkRehypeOptions: { handlers: { listItem: createListItemHandler() } },
    recmaPlugins: [recmaHostImports],
    rehypePlugins: [
      ...(format === 'md' ? [rehypeRawHtml] : []),
      ...quireRehypeTransforms(options, hooks),
      rehypeReadDocTree,
      rehypeMdxMarkdownIslands,
      rehypeMdxCodeHtml,
    ],
  }).freeze() as unknown as MdxProcessor;
}
