import type { Root } from 'mdast';
import type { Data, Processor } from 'unified';
import { createMarkdownIt } from './markdown-it-parser.js';
import { markdownItToMdast } from './markdown-it-to-mdast.js';

/**
 * Remark plugin, the fast path: parses with markdown-it, about ten times
 * faster than micromark, and converts its tokens to the very mdast the
 * parser chain before it (remark-parse, remark-frontmatter,
 * remarkGfmSyntax, remark-directive, remarkAdmonitionTitles) would give,
 * positions included. Use it right after that chain.
 *
 * The chain stays the parser of record: a doc holding syntax the
 * conversion does not cover (see `markdownItToMdast`) is read by it, and so
 * is every doc of a build in which a plugin added micromark syntax of its
 * own (remark-math, say: registered in the processor's
 * `micromarkExtensions` or `fromMarkdownExtensions`), which markdown-it
 * cannot read.
 */
export function remarkMarkdownIt(this: Processor) {
  const chain = this.parser;
  if (!chain) throw new Error('remarkMarkdownIt needs a parser: use it after remark-parse and its syntax plugins.');
  const data = this.data();
  // Known now; one a later plugin adds is foreign.
  const ours = new Set<unknown>([...(data.micromarkExtensions ?? []), ...(data.fromMarkdownExtensions ?? [])]);
  const { md, spans } = createMarkdownIt();
  this.parser = (document, file) => {
    if (hasForeignSyntax(data, ours)) return chain(document, file);
    return markdownItToMdast(document, md, spans) ?? (chain(document, file) as Root);
  };
}

/** Whether a plugin attached after ours extended micromark or mdast-util-from-markdown (`ours`: the extensions there were when it attached). */
export function hasForeignSyntax(data: Data, ours: ReadonlySet<unknown>): boolean {
  for (const extension of data.micromarkExtensions ?? []) if (!ours.has(extension)) return true;
  for (const extension of data.fromMarkdownExtensions ?? []) if (!ours.has(extension)) return true;
  return false;
}
