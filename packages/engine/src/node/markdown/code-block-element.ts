import type { Element, ElementContent, Nodes, Properties } from 'hast';
import { codeBlockHtml } from './code-block-html.js';
import { highlightCode, highlightCodeHtml, splitLines } from './highlight-code.js';

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

declare module 'hast' {
  interface ElementData {
    /**
     * Set on `quire-code-block` elements by {@link codeBlockElement}: the
     * block's markup, and the code it was made from. `compactBody` ships
     * the markup while the element still holds just that code.
     */
    quireCodeHtml?: { code: string; html: string };
  }
}

/**
 * Removes what transforms left on a node for one another (its `data`), but
 * a code block's markup, which `compactBody` ships in the block's place,
 * and an MDX node's JavaScript.
 */
export function dropTransformData(node: Nodes): void {
  if (node.data === undefined) return;
  // An MDX node's data is its JavaScript (`estree`), which the MDX compiler still has to read.
  if ((node.type as string).startsWith('mdx')) return;
  const markup = node.type === 'element' ? node.data.quireCodeHtml : undefined;
  delete node.data;
  if (markup !== undefined) node.data = { quireCodeHtml: markup };
}

/**
 * The element a code block ships as:
 * `<quire-code-block language title numbered>`, which the theme wraps in
 * `<pre><code>` with a copy button and a title bar.
 *
 * The element holds the code as one text node, which is what transforms
 * after this one see (search reads its names, a rehype plugin may change
 * it); the highlighted markup waits in its `data` (`quireCodeHtml`) for
 * `compactBody`, which ships it as the block's `html` unless the text was
 * changed. Only a block that a Prism hook gave other elements holds its
 * tokens as elements instead.
 *
 * Lines get their own `<span class="code-line">` (`code-line highlighted` when
 * marked) only when something needs them: marked lines or line numbers.
 * Otherwise the tokens follow each other as Prism gave them, which keeps
 * the markup small. The newlines stay as text between line spans, so
 * the element's text is exactly the code: what the copy button copies and
 * what a reader selects (line numbers come from CSS counters).
 */
export function codeBlockElement(block: CodeBlock): Element {
  const properties: Properties = {};
  if (block.language) properties.language = block.language;
  if (block.title) properties.title = block.title;
  if (block.showLineNumbers) properties.numbered = true;
  const wrapLines = block.showLineNumbers || block.highlighted.size > 0;
  const plain: ElementContent[] = [{ type: 'text', value: block.code }];
  const elements = (): ElementContent[] => {
    const tokens = block.highlight ? highlightCode(block.code, block.language!) : plain;
    return wrapLines ? lineElements(splitLines(tokens), block.highlighted) : tokens;
  };
  // Most blocks take the memo's markup as it is, with no copy of the tokens made.
  const simple = block.highlight && !wrapLines;
  const children = simple ? undefined : elements();
  const html = simple ? highlightCodeHtml(block.code, block.language!) : codeBlockHtml(children!);
  if (html === undefined) return { type: 'element', tagName: CODE_BLOCK_TAG, properties, children: children ?? elements() };
  return { type: 'element', tagName: CODE_BLOCK_TAG, properties, children: plain, data: { quireCodeHtml: { code: block.code, html } } };
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

/**
 * The markup a code block ships as its `html` prop: the markup
 * `codeBlockElement` set aside while the block still holds the code it was
 * made from, else the markup of what a later transform left in it, if
 * `codeBlockHtml` can write that; `undefined` when it ships as elements.
 */
export function shippedCodeHtml(block: Element): string | undefined {
  const made = block.data?.quireCodeHtml;
  const [only] = block.children;
  const unchanged = made !== undefined && block.children.length === 1 && only?.type === 'text' && only.value === made.code;
  return unchanged ? made.html : codeBlockHtml(block.children);
}
