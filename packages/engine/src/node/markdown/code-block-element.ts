import type { Element, ElementContent, Properties } from 'hast';
import { highlightCode, splitLines } from './highlight-code.js';

/** Tag name of a code block in the shipped HAST; the theme's `markdownComponents` renders it. */
export const CODE_BLOCK_TAG = 'quire-code-block';

/** One code block as the reader will see it. */
export interface CodeBlock {
  /** The fence's language as written (`ts`, `sh`…), if any. */
  language?: string;
  /** Highlight with Prism: false for no language or one the build does not know (shown as plain text). */
  highlight: boolean;
  /** The code as shown: magic comments removed. */
  code: string;
  /** 0-based indexes of the lines to mark. */
  highlighted: ReadonlySet<number>;
  title?: string;
  showLineNumbers: boolean;
}

/**
 * The element a code block ships as:
 * `<quire-code-block language title numbered>` holding the tokens, which the
 * theme wraps in `<pre><code>` with a copy button and a title bar.
 *
 * Lines get their own `<span class="code-line">` (`code-line highlighted` when
 * marked) only when something needs them: marked lines or line numbers.
 * Otherwise the tokens follow each other as Prism gave them, which keeps
 * the route chunk small. The newlines stay as text between line spans, so
 * the element's text is exactly the code: what the copy button copies and
 * what a reader selects (line numbers come from CSS counters).
 */
export function codeBlockElement(block: CodeBlock): Element {
  const tokens: ElementContent[] = block.highlight ? highlightCode(block.code, block.language!) : [{ type: 'text', value: block.code }];
  const properties: Properties = {};
  if (block.language) properties.language = block.language;
  if (block.title) properties.title = block.title;
  if (block.showLineNumbers) properties.numbered = true;
  const wrapLines = block.showLineNumbers || block.highlighted.size > 0;
  const children = wrapLines ? lineElements(splitLines(tokens), block.highlighted) : tokens;
  return { type: 'element', tagName: CODE_BLOCK_TAG, properties, children };
}

function lineElements(lines: ElementContent[][], highlighted: ReadonlySet<number>): ElementContent[] {
  const out: ElementContent[] = [];
  lines.forEach((children, index) => {
    if (index > 0) out.push({ type: 'text', value: '\n' });
    const className = highlighted.has(index) ? ['code-line', 'highlighted'] : ['code-line'];
    out.push({ type: 'element', tagName: 'span', properties: { className }, children });
  });
  return out;
}
