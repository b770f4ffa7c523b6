import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP_CHILDREN, forEachElement } from './for-each-element.js';
import { headingLevel } from './heading-level.js';

/**
 * Rehype plugin: gives every heading a GitHub-style `id` (`## Create a Slice`
 * → `create-a-slice`), with `-1`, `-2`… on repeats, so `#anchor` links written
 * for GitHub work here too.
 *
 * An id that is already set (by an earlier plugin) is kept. The slugger is
 * created per document: a shared one would number repeats across pages and
 * make a page's ids depend on which pages were compiled before it.
 */
export function rehypeHeadingIds() {
  return (tree: Root): undefined => {
    const slugger = new GithubSlugger();
    forEachElement(tree, (node) => {
      if (headingLevel(node) === 0) return undefined;
      if (!node.properties.id) {
        const id = slugger.slug(toString(node));
        // A heading with no text gets no id rather than an empty one.
        if (id) node.properties.id = id;
      }
      return SKIP_CHILDREN;
    });
  };
}
