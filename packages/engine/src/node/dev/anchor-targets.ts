import type { Doc } from '../content/doc.js';
import { linkTarget } from '../links/link-target.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { SiteStructure } from './site-structure.js';

/**
 * The docs whose headings a doc's links point into (`/page#heading`): the
 * dev server compiles them before it checks the doc's links, so that the
 * anchors are checked as the build checks them.
 */
export function anchorTargets(doc: Doc, compiled: SerializedCompiledDoc, structure: SiteStructure): Doc[] {
  const targets = new Set<Doc>();
  for (const link of compiled.links) {
    const { route, anchor } = linkTarget(link.url);
    if (anchor === '') continue;
    const target = structure.docByRoute.get(route);
    if (target && target !== doc) targets.add(target);
  }
  return [...targets];
}
