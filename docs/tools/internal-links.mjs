// @ts-check
import { posix } from 'node:path';

/**
 * The routes of the site a page links to (without anchors or queries),
 * leaving out external addresses, bare `#anchor` links and links to itself.
 * Relative links (`./queries.md`, `../api/createSlice`) are resolved against the page.
 * @param {import('./read-doc-pages.mjs').DocPage} page
 * @returns {Set<string>}
 */
export function internalLinkTargets(page) {
  /** @type {Set<string>} */
  const targets = new Set();
  /** @param {import('mdast').Nodes} node */
  const visit = (node) => {
    if (node.type === 'link') {
      const route = toRoute(node.url, page.route);
      if (route && route !== page.route) targets.add(route);
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(page.tree);
  return targets;
}

/** @param {string} url @param {string} fromRoute */
function toRoute(url, fromRoute) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return undefined;
  const path = url.split(/[?#]/)[0] ?? '';
  if (!path) return undefined;
  const absolute = path.startsWith('/') ? path : posix.join(posix.dirname(fromRoute), path);
  return posix.normalize(absolute).replace(/\.mdx?$/, '').replace(/(.)\/$/, '$1');
}
