import type { Element, ElementContent, Properties } from 'hast';
import { toString } from 'hast-util-to-string';
import { codeBlockHtml } from '../markdown/code-block-html.js';
import { h } from './hast-builder.js';

/**
 * A `quire-code-block` as `rehypeCodeBlocks` leaves it, for tests: the text
 * of `content` as its one child, and the markup of `content` (tokens, line
 * spans) set aside for the page in its `data`.
 */
export function shippedCodeBlock(properties: Properties, ...content: (ElementContent | string)[]): Element {
  const tokens = h('span', {}, ...content);
  const code = toString(tokens);
  return { ...h('quire-code-block', properties, code), data: { quireCodeHtml: { code, html: codeBlockHtml(tokens.children)! } } };
}
