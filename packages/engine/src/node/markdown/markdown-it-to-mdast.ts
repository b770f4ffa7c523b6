import type { Root, RootContent } from 'mdast';
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { BlockTokensToMdast } from './block-tokens-to-mdast.js';
import { ConversionDeclined } from './conversion-declined.js';
import type { InlineSpans } from './markdown-it-parser.js';
import { SourceLines } from './source-lines.js';

/**
 * What makes a doc remark-parse's, found in the raw source (a match in code
 * is enough): `\r` and NUL (markdown-it rewrites them before parsing, so
 * its lines and offsets are no longer the file's), the three characters
 * micromark takes for whitespace and markdown-it does not (U+2028, U+2029,
 * U+FEFF) and character references (text that becomes syntax only once
 * decoded, see the text checks of `InlineTokensToMdast`; escaped `@.:/`,
 * of the same kind, are looked for in the text only, by
 * `markdownItEscapedSyntax`).
 */
const SOURCE_NEEDS_REMARK = /[\r\0\u2028\u2029\ufeff]|&(?:#|[a-z][a-z\d]*;)/i;

/** remark-frontmatter's YAML: `---` on the first line and a closing `---` line, blanks after either allowed. */
const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?=\n|$)/;

/**
 * Converts what markdown-it reads from `source` into the mdast that
 * remark-parse (with remark-frontmatter, GFM and remark-directive) gives
 * for it: the same tree, every node's position included, as
 * markdown-parity.test.ts checks on every CommonMark and GFM spec example.
 *
 * Returns `undefined` when the doc holds syntax the conversion does not
 * cover (see {@link SOURCE_NEEDS_REMARK}, the text checks of
 * `InlineTokensToMdast`, task items, single-tilde strikethrough, table rows
 * that do not fit their header, lines whose tabs markdown-it expands): the
 * caller parses it with remark-parse instead, so the result never differs
 * for those.
 */
export function markdownItToMdast(source: string, md: MarkdownIt, spans: InlineSpans): Root | undefined {
  const result = convert(source, md, spans);
  return typeof result === 'string' ? undefined : result;
}

/**
 * Why {@link markdownItToMdast} leaves `source` to remark-parse (`'source'`,
 * `'references'`, or the reason a converter gave, such as `'tilde'` or
 * `'text syntax'`), or `undefined` when it reads it. For counts of what
 * keeps a site's docs on the slower parser.
 */
export function markdownItFallbackReason(source: string, md: MarkdownIt, spans: InlineSpans): string | undefined {
  const result = convert(source, md, spans);
  return typeof result === 'string' ? result : undefined;
}

/** The tree, or the reason the doc is left to remark-parse. */
function convert(source: string, md: MarkdownIt, spans: InlineSpans): Root | string {
  const read = markdownItBlockTokens(source, md);
  if (typeof read === 'string') return read;
  const { lines, children, tokens } = read;
  try {
    new BlockTokensToMdast(lines, spans).blocks(tokens, children);
    const root: Root = { type: 'root', children };
    root.position = lines.span(0, source.length);
    return root;
  } catch (error) {
    if (error instanceof ConversionDeclined) return error.message;
    throw error;
  }
}

/** What markdown-it reads of a doc: its lines, its front matter as remark-frontmatter's node (if any), and the block tokens of the rest. */
export interface MarkdownItBlocks {
  lines: SourceLines;
  /** The `yaml` node, or nothing: the tree's first children. */
  children: RootContent[];
  /** Block tokens whose lines (`map`) are the file's. */
  tokens: Token[];
}

/**
 * markdown-it's block tokens for `source`, with its front matter read as
 * remark-frontmatter reads it, or the reason the doc is left to remark-parse
 * (`'source'`: see {@link SOURCE_NEEDS_REMARK}; `'references'`: definitions,
 * which mdast keeps as nodes and markdown-it resolves and drops).
 */
export function markdownItBlockTokens(source: string, md: MarkdownIt): MarkdownItBlocks | string {
  if (SOURCE_NEEDS_REMARK.test(source)) return 'source';
  const lines = new SourceLines(source);
  const children: RootContent[] = [];
  let input = source;
  const frontMatter = FRONT_MATTER.exec(source);
  if (frontMatter) {
    const end = frontMatter[0].length;
    children.push({ type: 'yaml', value: frontMatter[1] ?? '', position: lines.span(0, end) });
    // Blank lines in its place keep markdown-it's line numbers the file's.
    input = '\n'.repeat(lines.point(end).line - 1) + source.slice(end);
  }
  const env: { references?: object } = {};
  const tokens = md.parse(input, env);
  if (env.references && Object.keys(env.references).length > 0) return 'references';
  return { lines, children, tokens };
}
