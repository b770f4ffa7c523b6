import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { createMarkdownIt } from '../markdown/markdown-it-parser.js';
import { hasForeignSyntax } from '../markdown/remark-markdown-it.js';
import { mdxMarkdownItToMdast } from './mdx-markdown-it-to-mdast.js';

/**
 * Remark plugin for MDX docs, the fast path: reads the markdown between
 * `import` lines and JSX elements with markdown-it, and only the rest with
 * MDX's own parser (see `mdxMarkdownItToMdast`), for the same tree,
 * positions included. Use it right after the parser chain (remark-parse,
 * remark-mdx and the syntax plugins), like `remarkMarkdownIt` for markdown
 * docs; a build whose plugins add micromark syntax of their own keeps the
 * chain for every doc.
 */
export function remarkMdxMarkdownIt(this: Processor) {
  const chain = this.parser;
  if (!chain) throw new Error('remarkMdxMarkdownIt needs a parser: use it after remark-parse, remark-mdx and their syntax plugins.');
  const data = this.data();
  const ours = new Set<unknown>([...(data.micromarkExtensions ?? []), ...(data.fromMarkdownExtensions ?? [])]);
  const { md, spans } = createMarkdownIt();
  this.parser = (document, file) => {
    if (hasForeignSyntax(data, ours)) return chain(document, file);
    return mdxMarkdownItToMdast(document, md, spans, (text) => chain(text, file) as Root) ?? chain(document, file);
  };
}
