import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP_CHILDREN, forEachElement } from './for-each-element.js';
import { headingLevel } from './heading-level.js';

/**
 * Rehype plugin: gives every heading a GitHub-style `id` (`## Create a Slice`
 * → `create-a-slice`), with `-1`, `-2`… on repeats, so `#anchor` links written
 * for GitHub work here too.
 *
 * An id that is already set (`## Title {#custom}`, raw HTML, an earlier
 * plugin) is kept, and no slug takes it: `## Custom` after it becomes
 * `custom-1`, so each heading keeps its own anchor. The slugger is
 * created per document: a shared one would number repeats across pages and
 * make a page's ids depend on which pages were compiled before it.
 */
export function rehypeHeadingIds() {
  return (tree: Root): undefined => {
    const slugger = new GithubSlugger();
    const taken = new Set<string>();
    // One walk finds the headings; ids are given after it, once every id already set is known.
    const headings: Element[] = [];
    forEachElement(tree, (node) => {
      if (headingLevel(node) === 0) return undefined;
      if (typeof node.properties.id === 'string') taken.add(node.properties.id);
      headings.push(node);
      return SKIP_CHILDREN;
    });
    for (const node of headings) {
      if (node.properties.id) continue;
      const text = toString(node);
      let id = slugger.slug(text);
      // The slugger counts repeats of its own slugs; a taken id is one more repeat.
      while (id && taken.has(id)) id = slugger.slug(text);
      // A heading with no text gets no id rather than an empty one.
      if (id) node.properties.id = id;
    }
  };
}
