// @ts-check

/**
 * A fenced code block of a page, where it sits and what its meta asks for.
 * @typedef {object} CodeBlock
 * @property {string} page  The page's path relative to the docs folder.
 * @property {string} lang  The fence's language, lower-cased (`ts`, `tsx`, …).
 * @property {string} meta  The rest of the fence's info string.
 * @property {string} code  The code as written.
 * @property {number} line  The line of the page on which the code's first line sits (1-based).
 * @property {string | undefined} file  The virtual file named by `file=…` in the meta.
 * @property {boolean} noTypecheck  Whether the meta carries `no-typecheck`.
 */

/** Fence languages whose blocks are TypeScript and so are type-checked. */
export const TYPESCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript']);

const FILE_META = /(?:^|\s)file=(?:"([^"]*)"|'([^']*)'|(\S+))/;
// A title may itself contain words such as "no-typecheck"; take it out first.
const TITLE_META = /(?:^|\s)title=(?:"[^"]*"|'[^']*'|\S+)/;

/**
 * Every fenced code block of a page, in document order, including blocks
 * nested in lists, block quotes and admonitions.
 * @param {import('./read-doc-pages.mjs').DocPage} page
 * @returns {CodeBlock[]}
 */
export function extractCodeBlocks(page) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  /** @param {import('mdast').Nodes} node */
  const visit = (node) => {
    if (node.type === 'code') {
      const meta = node.meta ?? '';
      const rest = meta.replace(TITLE_META, ' ');
      const fileMatch = FILE_META.exec(rest);
      blocks.push({
        page: page.path,
        lang: (node.lang ?? '').toLowerCase(),
        meta,
        code: node.value,
        // The fence opens on position.start.line; the code starts on the next line.
        line: (node.position?.start.line ?? 0) + 1,
        file: fileMatch ? (fileMatch[1] ?? fileMatch[2] ?? fileMatch[3]) : undefined,
        noTypecheck: rest.split(/\s+/).includes('no-typecheck'),
      });
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(page.tree);
  return blocks;
}
