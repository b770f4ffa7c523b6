import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { didYouMean } from '../did-you-mean.js';
import { forEachElement, SKIP_CHILDREN } from './for-each-element.js';
import { codeBlockElement, type CodeBlock } from './code-block-element.js';
import { parseCodeMeta, type CodeMeta } from '../../shared/parse-code-meta.js';
import { removeMagicComments } from '../../shared/remove-magic-comments.js';

/** Options of {@link rehypeCodeBlocks}. */
export interface RehypeCodeBlocksOptions {
  /** Language names and aliases to highlight (from `prismLanguageNames`); others are shown as plain text with a warning. */
  languages: ReadonlySet<string>;
}

/** What later transforms (the TypeScript/JavaScript tabs) need to know of a block; never shipped (`data` is not serialized). */
export interface CodeBlockSource extends CodeBlock {
  meta: CodeMeta;
  /** The 1-based file line and column of the block's first line of code, for diagnostics. */
  start: { line: number; column: number };
  /** For each line of `code`, its 0-based line in the fence (magic comment lines count). */
  sourceLines: number[];
}

declare module 'hast' {
  interface ElementData {
    /** Set on `quire-code-block` elements by `rehypeCodeBlocks`. */
    quireCodeBlock?: CodeBlockSource;
  }
}

/** Languages that mean "no highlighting" on purpose, so they draw no warning. */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext']);

/** The languages named in the unknown-language hint. */
const SUGGESTED = 'ts, js, jsx, tsx, sh, json, diff, yaml, css, html, md';

/**
 * Turns every `<pre><code class="language-…">` into a highlighted
 * `quire-code-block` (see `codeBlockElement`): reads the fence's meta
 * (`title="…"`, `{1,4-6}`, `showLineNumbers`), removes magic comments and
 * marks their lines, and highlights with Prism at build time, so readers
 * download no highlighter. The block then holds its code as text, its
 * highlighted markup set aside for the page (see `codeBlockElement`).
 *
 * A language the build does not highlight is shown as plain text, with an
 * `unknown-code-language` warning at the fence. Fences inside list items
 * and blockquotes arrive here with their indentation already stripped by
 * the markdown parser.
 */
export function rehypeCodeBlocks(options: RehypeCodeBlocksOptions) {
  return (tree: Root, file: VFile) => {
    forEachElement(tree, (node, index, parent) => {
      if (node.tagName !== 'pre' || parent === undefined || index === undefined) return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const language = languageOf(code);
      const highlight = language !== undefined && options.languages.has(language);
      if (language !== undefined && !highlight && !PLAIN_LANGUAGES.has(language)) warnUnknownLanguage(file, node, language, options.languages);

      const meta = parseCodeMeta(typeof code.data?.meta === 'string' ? code.data.meta : undefined);
      const magic = removeMagicComments(toString(code).replace(/\n$/, ''), language);
      const highlighted = new Set(magic.highlighted);
      for (const line of meta.highlightLines) highlighted.add(line - 1);
      const block: CodeBlock = {
        ...(language ? { language } : {}),
        highlight,
        code: magic.code,
        highlighted,
        ...(meta.title ? { title: meta.title } : {}),
        showLineNumbers: meta.showLineNumbers,
      };
      const element = codeBlockElement(block);
      const fence = node.position?.start;
      element.data = {
        ...element.data,
        quireCodeBlock: {
          ...block,
          meta,
          start: { line: (fence?.line ?? 0) + 1, column: fence?.column ?? 1 },
          sourceLines: magic.sourceLines,
        },
      };
      if (node.position) element.position = node.position;
      parent.children[index] = element;
      return SKIP_CHILDREN;
    });
  };
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  const languageClass = classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-'));
  return languageClass?.slice('language-'.length);
}

function warnUnknownLanguage(file: VFile, node: Element, language: string, languages: ReadonlySet<string>): void {
  const message = file.message(`Code block language "${language}" is not highlighted; the block is shown as plain text.`, node);
  message.ruleId = 'unknown-code-language';
  message.source = 'quire';
  const suggestion = didYouMean(language, languages);
  message.note =
    (suggestion ? `Did you mean "${suggestion}"? ` : '') +
    `Quire highlights ${SUGGESTED} and the Prism grammars listed in \`prism.additionalLanguages\` of quire.config.ts; add "${language}" there if Prism knows it, or write \`text\` for plain text.`;
}
