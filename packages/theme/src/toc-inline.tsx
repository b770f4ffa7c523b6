import { Markdown, type DocusaurusTocItem, type TocItem, type TOCInlineProps } from '@quire/engine/client';

export type { TOCInlineProps };

/** Heading markup renders as plain HTML in the list: no heading anchors, no link components. */
const PLAIN = {};

interface InlineNode {
  item: TocItem | DocusaurusTocItem;
  level: number;
  children: InlineNode[];
}

const levelOf = (item: TocItem | DocusaurusTocItem): number => ('depth' in item ? item.depth : item.level);

/**
 * Docusaurus' `@theme/TOCInline`: the page's headings as a nested list of
 * links, inside the page (`<TOCInline toc={toc} />` in MDX). `toc` is
 * Quire's `DocPageData.toc` (`{ id, depth, text, content? }`, shown with
 * its inline markup) or Docusaurus' `{ value, id, level }` (`value` is
 * the heading's HTML, as Docusaurus renders it). Headings outside
 * `minHeadingLevel`–`maxHeadingLevel` (default 2–3, Docusaurus' default)
 * are left out and their subheadings move up. Renders nothing when no
 * heading is left.
 */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const nodes = nest(toc.filter((item) => levelOf(item) >= minHeadingLevel && levelOf(item) <= maxHeadingLevel));
  if (nodes.length === 0) return null;
  return (
    <div className={className ? `quire-toc-inline ${className}` : 'quire-toc-inline'}>
      <InlineList nodes={nodes} />
    </div>
  );
}

function InlineList({ nodes }: { nodes: InlineNode[] }) {
  return (
    <ul className="quire-toc-inline-list table-of-contents">
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          {'value' in item ? (
            <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          ) : (
            <a href={`#${item.id}`}>{item.content ? <Markdown tree={item.content} components={PLAIN} /> : item.text}</a>
          )}
          {children.length > 0 && <InlineList nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** Each heading under the nearest earlier one of a lower level (a skipped level nests one step). */
function nest(items: ReadonlyArray<TocItem | DocusaurusTocItem>): InlineNode[] {
  const roots: InlineNode[] = [];
  const stack: InlineNode[] = [];
  for (const item of items) {
    const node: InlineNode = { item, level: levelOf(item), children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= node.level) stack.pop();
    (stack.at(-1)?.children ?? roots).push(node);
    stack.push(node);
  }
  return roots;
}
