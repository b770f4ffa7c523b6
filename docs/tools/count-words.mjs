// @ts-check

/**
 * The reading text of a page: every text node and inline code span, with
 * fenced code blocks, front matter and raw HTML left out. Directive labels
 * (an admonition's title) are text nodes too, so they count.
 * @param {import('mdast').Root} tree
 * @returns {string}
 */
export function proseText(tree) {
  /** @type {string[]} */
  const parts = [];
  /** @param {import('mdast').Nodes} node */
  const visit = (node) => {
    if (node.type === 'code' || node.type === 'yaml' || node.type === 'html') return;
    if (node.type === 'text' || node.type === 'inlineCode') parts.push(node.value);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return parts.join(' ');
}

/**
 * Counts words the way a reader would: runs of non-space characters that hold
 * at least one letter or digit, so a dash or an arrow standing alone is not a
 * word. Admonition fences written the Docusaurus way (`:::tip Title`) reach
 * here as text, and their `:::tip` is markup, not a word.
 * @param {string} text
 * @returns {number}
 */
export function countWords(text) {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token) && !/^:{3,}/.test(token)) count += 1;
  return count;
}

/**
 * Prose words of a page: the measure the word budgets of the docs are set in.
 * @param {import('./read-doc-pages.mjs').DocPage} page
 */
export function pageWordCount(page) {
  return countWords(proseText(page.tree));
}

/**
 * The least number of prose words a page must have: API reference pages are
 * held to more, because each documents a whole surface.
 * @param {import('./read-doc-pages.mjs').DocPage} page
 */
export function minimumWords(page) {
  return page.path.startsWith('api/') ? 800 : 500;
}

/** The least number of prose words of the whole set. */
export const MINIMUM_TOTAL_WORDS = 40_000;
