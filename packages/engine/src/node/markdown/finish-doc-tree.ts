import type { Nodes, Root } from 'hast';
import { dropTransformData } from './code-block-element.js';
import type { Point } from 'unist';
import type { Doc, DocRef } from '../content/doc.js';
import { rewriteImage, type RewrittenImages } from './rewrite-images.js';
import { rewriteLink, type RewrittenLinks } from './rewrite-links.js';

/** What {@link finishDocTree} read off a doc's tree. */
export interface FinishedDocTree {
  /** Every element id on the page, in document order, for `#anchor` checks. */
  elementIds: string[];
  links: RewrittenLinks;
  images: RewrittenImages;
}

/**
 * The markdown phase's last pass over a doc's HAST, in place: collects
 * element ids, rewrites internal links (`rewriteLink`) and images
 * (`rewriteImage`), and removes what a page does not need, so the page
 * data ships small: every `position`, and every `data` field (what
 * transforms left for one another, such as a code block's source; the
 * renderer reads only tag names, properties and children) but a code
 * block's markup, which `compactBody` ships in its place.
 *
 * One walk, not one per job: each walk visits every node, and these four
 * were a tenth of a doc's compile after the unified pipeline. A node's
 * position is read (as the place of its links and images, and of its
 * descendants' that have none) before it goes.
 */
export function finishDocTree(tree: Root, doc: Doc, docsByFile: ReadonlyMap<string, DocRef>): FinishedDocTree {
  const done: FinishedDocTree = { elementIds: [], links: { links: [], warnings: [] }, images: { images: [], staticImages: [], errors: [] } };
  walk(tree, { line: 1, column: 1 }, doc, docsByFile, done);
  return done;
}

/** A plain recursion: it is the hot path of every page. */
function walk(node: Nodes, near: Point, doc: Doc, docsByFile: ReadonlyMap<string, DocRef>, done: FinishedDocTree): void {
  const at = node.position?.start ?? near;
  if (node.type === 'element') {
    const { id } = node.properties;
    if (typeof id === 'string' && id !== '') done.elementIds.push(id);
    rewriteLink(node, at, doc, docsByFile, done.links);
    rewriteImage(node, at, doc, done.images);
  }
  delete node.position;
  dropTransformData(node);
  if ('children' in node) for (const child of node.children) walk(child, at, doc, docsByFile, done);
}
