import { Markdown, type TocItem, type TOCProps } from '@quire/engine/client';
import { useActiveHeading } from './use-active-heading.js';

/** Props of {@link TableOfContents}: the engine's `TOCProps`. */
export type TableOfContentsProps = TOCProps;

/** Heading markup renders as plain HTML in the TOC: no heading anchors, no link components. */
const PLAIN = {};

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/**
 * The "On this page" list beside a doc: one link per heading, showing the
 * heading's inline code and emphasis as the heading does, nested by
 * heading depth so screen readers announce the outline. The link of the
 * heading being read is highlighted (`quire-toc-link--active`,
 * `aria-current="location"`; see `useActiveHeading`). Renders nothing for
 * a page without headings.
 *
 * The `TOC` entry of the component map, which the default `DocPage` renders.
 */
export function TableOfContents({ items }: TableOfContentsProps) {
  const active = useActiveHeading(items.map((item) => item.id));
  if (items.length === 0) return null;
  return (
    <nav className="quire-toc" aria-labelledby="quire-toc-title">
      <h2 className="quire-toc-title" id="quire-toc-title">
        On this page
      </h2>
      <TocList nodes={nestToc(items)} active={active} />
    </nav>
  );
}

function TocList({ nodes, active }: { nodes: TocNode[]; active: string | undefined }) {
  return (
    <ul className="quire-toc-list">
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          {/* A plain fragment link: the browser scrolls and updates the address without a route change. */}
          <a
            className={item.id === active ? 'quire-toc-link quire-toc-link--active' : 'quire-toc-link'}
            href={`#${item.id}`}
            aria-current={item.id === active ? 'location' : undefined}
          >
            {item.content ? <Markdown tree={item.content} components={PLAIN} /> : item.text}
          </a>
          {children.length > 0 && <TocList nodes={children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Nests a flat heading list: each item goes under the nearest earlier item
 * of lower depth. A page that skips a level (h2 then h4) nests one step,
 * not two, because there is no h3 to hang an empty list on.
 */
function nestToc(items: TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.item.depth >= item.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}
