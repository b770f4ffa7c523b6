import { isDeepStrictEqual } from 'node:util';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createMarkdownIt } from '../markdown/markdown-it-parser.js';
import { markdownItFallbackReason, markdownItToMdast } from '../markdown/markdown-it-to-mdast.js';
import { remarkAdmonitionTitles } from '../markdown/remark-admonition-titles.js';
import { remarkGfmSyntax } from '../markdown/remark-gfm-syntax.js';

/** The parser of record: the chain `createMarkdownProcessor` puts before the fast path, in the same order. */
const remark = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmSyntax).use(remarkDirective).use(remarkAdmonitionTitles).freeze();
const { md, spans } = createMarkdownIt();

/** How one doc fares on the fast path: declined (with the reason), or read with the tree remark-parse gives, or read with another tree. */
export type ParityResult = { outcome: 'declined'; reason: string } | { outcome: 'identical' } | { outcome: 'different'; path: string; fast: unknown; remark: unknown };

/** The tree remark-parse (and the syntax plugins of the build) gives for `source`. */
export function parseWithRemark(source: string): Root {
  return remark.parse(source);
}

/**
 * Runs `source` through the fast path and through remark-parse and compares
 * the whole trees, positions (line, column and offset of every point)
 * included, by strict deep equality.
 */
export function compareParsers(source: string): ParityResult {
  const reason = markdownItFallbackReason(source, md, spans);
  if (reason !== undefined) return { outcome: 'declined', reason };
  const fast = markdownItToMdast(source, md, spans)!;
  const expected = parseWithRemark(source);
  if (isDeepStrictEqual(fast, expected)) return { outcome: 'identical' };
  return { outcome: 'different', ...firstDifference(fast, expected, 'root') };
}

/** Where two trees first differ, for a failure message that points at the node. */
function firstDifference(a: unknown, b: unknown, path: string): { path: string; fast: unknown; remark: unknown } {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return { path, fast: a, remark: b };
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of [...keys].sort()) {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${path}.${key}`);
  }
  return { path, fast: a, remark: b };
}
