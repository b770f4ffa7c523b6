import type { Element, ElementContent, Properties, Text } from 'hast';
import { codeBlockHtml } from './code-block-html.js';
import { highlightWithPrism } from './highlight-with-prism.js';

/**
 * Prism token types that stay plain text: they are most of a block's tokens
 * (about 70% in the Redux Toolkit docs) and the theme gives them the code's
 * own colour, so a span for each would only make route chunks bigger. A
 * token with a further class (`punctuation attr-equals`) keeps its span.
 */
const UNSTYLED_TOKENS = new Set(['punctuation', 'operator']);

/**
 * Prism's tokens for `code` as HAST (`<span class="keyword">` …), kept
 * small for route chunks: Prism's `token` class, on every token, is
 * dropped (the theme scopes token styles to code blocks instead), and
 * punctuation and operators are plain text (see `UNSTYLED_TOKENS`).
 *
 * Identical blocks are highlighted once per thread (see `MEMO_ENTRIES`);
 * each call returns its own copy.
 *
 * @param language A name `prismLanguageNames` allows (registered in refractor).
 */
export function highlightCode(code: string, language: string): ElementContent[] {
  // The memo's copy never goes into a tree, where a later transform may change it.
  return cloneTokens(remembered(code, language).tokens);
}

/**
 * {@link highlightCode}'s tokens as markup (see `codeBlockHtml`), or
 * `undefined` when a Prism hook made a token other than a classed `<span>`.
 * Remembered with the tokens: a block seen before costs a lookup, not a copy.
 */
export function highlightCodeHtml(code: string, language: string): string | undefined {
  const entry = remembered(code, language);
  if (entry.html === undefined) entry.html = codeBlockHtml(entry.tokens) ?? null;
  return entry.html ?? undefined;
}

/** A highlighted block as the memo keeps it: its tokens, and their markup once asked for (`null`: they have none). */
interface Highlight {
  tokens: ElementContent[];
  html?: string | null;
}

/** The memo's entry for a block, highlighted now if it has none; moved to the end of the memo's order. */
function remembered(code: string, language: string): Highlight {
  const key = `${language}\0${code}`;
  let entry = memo.get(key);
  if (entry) memo.delete(key);
  // A highlight root holds only elements and text.
  else entry = { tokens: compactTokens(highlightWithPrism(code, language)) };
  // Re-set on a hit too: the Map's order is then least recently used first.
  memo.set(key, entry);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  return entry;
}

/**
 * How many highlighted blocks a thread remembers. Sites repeat blocks
 * (install commands, a store setup shown on several pages, the benchmark
 * corpus half its blocks), and a copy of the tokens costs a fraction of
 * Prism's tokenizing; a thousand blocks are a few megabytes at most.
 */
const MEMO_ENTRIES = 1000;
/** Highlighted blocks (tokens, and markup once asked for) by language and code, least recently used first. */
const memo = new Map<string, Highlight>();

/**
 * Forgets every highlighted block: call it when a grammar is registered,
 * as some (`jsdoc`, `js-templates`) extend grammars already in use.
 */
export function forgetHighlights(): void {
  memo.clear();
}

/** Prism's tokens hold only classes (an array, copied too). */
function cloneProperties(properties: Properties): Properties {
  const { className } = properties;
  return { ...properties, ...(Array.isArray(className) && { className: [...className] }) };
}

function cloneTokens(nodes: ElementContent[]): ElementContent[] {
  return nodes.map((node) =>
    node.type === 'element'
      ? { ...node, properties: cloneProperties(node.properties), children: cloneTokens(node.children) }
      : { ...node },
  );
}

function compactTokens(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type !== 'element') {
      pushNode(out, node);
      continue;
    }
    const className = node.properties.className;
    const classes = Array.isArray(className) ? className.filter((c) => c !== 'token') : [];
    const children = compactTokens(node.children);
    if (classes.length === 1 && UNSTYLED_TOKENS.has(String(classes[0]))) for (const child of children) pushNode(out, child);
    else out.push({ ...node, properties: { ...node.properties, className: classes }, children });
  }
  return out;
}

/** Appends a node, joining adjacent text so unwrapped tokens leave one text node. */
function pushNode(out: ElementContent[], node: ElementContent): void {
  const last = out.at(-1);
  if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + node.value };
  else out.push(node);
}

/**
 * Splits highlighted code into lines. A token that spans lines (a block
 * comment, a template string) is cut at each newline and re-opened on the
 * next line with the same classes, so each line is a complete, styled
 * fragment that a line element can wrap. The newlines themselves are left
 * out; empty lines are empty arrays.
 */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  // The clones of the tokens open on the current line, beside the tokens they copy.
  let open: Array<{ source: Element; clone: Element }> = [];

  const append = (text: string, stack: Element[]) => {
    let depth = 0;
    while (depth < open.length && depth < stack.length && open[depth]!.source === stack[depth]) depth++;
    open = open.slice(0, depth);
    for (let i = depth; i < stack.length; i++) {
      const clone: Element = { type: 'element', tagName: stack[i]!.tagName, properties: stack[i]!.properties, children: [] };
      (i === 0 ? lines.at(-1)! : open[i - 1]!.clone.children).push(clone);
      open.push({ source: stack[i]!, clone });
    }
    const target = open.length > 0 ? open.at(-1)!.clone.children : lines.at(-1)!;
    const last = target.at(-1);
    if (last?.type === 'text') (last as Text).value += text;
    else target.push({ type: 'text', value: text });
  };

  const walk = (children: ElementContent[], stack: Element[]) => {
    for (const node of children) {
      if (node.type === 'element') walk(node.children, [...stack, node]);
      else if (node.type === 'text') {
        node.value.split('\n').forEach((part, i) => {
          if (i > 0) {
            lines.push([]);
            open = [];
          }
          if (part !== '') append(part, stack);
        });
      }
    }
  };
  walk(nodes, []);
  return lines;
}
