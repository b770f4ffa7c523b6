// @ts-check
import { countWords, proseText } from './count-words.mjs';

/** The most prose words a paragraph of a page's opening may have. */
export const MAX_OPENING_PARAGRAPH_WORDS = 90;

/**
 * The paragraphs of a page's opening, the text before its first `##` heading
 * (paragraphs inside an admonition there included), with their prose words
 * counted as the word budgets count them.
 * @param {import('mdast').Root} tree
 * @returns {{ line: number, words: number, start: string }[]}
 */
export function openingParagraphs(tree) {
  /** @type {{ line: number, words: number, start: string }[]} */
  const out = [];
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) break;
    /** @param {import('mdast').Nodes} n */
    const visit = (n) => {
      if (n.type === 'paragraph') {
        const text = proseText({ type: 'root', children: [n] });
        out.push({ line: n.position?.start.line ?? 0, words: countWords(text), start: text.slice(0, 60) });
        return;
      }
      if ('children' in n) for (const child of n.children) visit(child);
    };
    visit(node);
  }
  return out;
}

/**
 * Prose only: text nodes, without code blocks, inline code, front matter or
 * HTML, so that `"@reduxjs/toolkit": "^2.15.0"` in code is not prose.
 * @param {import('mdast').Nodes} tree
 * @returns {string[]}
 */
export function proseTextNodes(tree) {
  /** @type {string[]} */
  const parts = [];
  /** @param {import('mdast').Nodes} node */
  const visit = (node) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'yaml' || node.type === 'html') return;
    if (node.type === 'text') parts.push(node.value);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return parts;
}

// A number with a dot, optionally `v`-prefixed, with an optional patch part.
const VERSION_LIKE = /(?<![\w.,])v?(\d+)\.(\d+|x)(?:\.(\d+|x))?(?![\w.]*\d)/gi;
// A measurement rather than a version: "about 24.8 days", "1.5 s", "2.5x".
const UNIT_AFTER = /^\s*(?:%|x\b|ms\b|s\b|seconds?\b|minutes?\b|hours?\b|days?\b|weeks?\b|years?\b|[kmg]i?b\b|bytes?\b|px\b|r?em\b|times\b|percent\b)/i;

/**
 * Minor (or patch) version numbers written in prose, such as `2.14`, `1.9` or
 * `9.1`. Major versions written as `2.0` or `2.x` are allowed; numbers followed
 * by a unit (`24.8 days`) are measurements, not versions.
 * @param {string} text
 * @returns {string[]}
 */
export function minorVersionsIn(text) {
  /** @type {string[]} */
  const found = [];
  for (const match of text.matchAll(VERSION_LIKE)) {
    const [whole, , minor = '', patch] = match;
    const after = text.slice((match.index ?? 0) + whole.length);
    if (UNIT_AFTER.test(after)) continue;
    if (patch === undefined && (minor === '0' || minor.toLowerCase() === 'x')) continue;
    found.push(whole);
  }
  return found;
}
