import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';

/**
 * A HAST node in the compact form pages are shipped in: text is a string, an
 * element is `[tagName, properties or 0, ...children]`. Markdown is mostly
 * text in small elements, where HAST's object form spends most bytes on
 * `"type":"element","tagName":…,"properties":{},"children":[…]`; this form
 * makes route chunks about half the size and faster to parse.
 */
export type CompactNode = string | CompactElement;

/** An element in compact form. */
export type CompactElement = [tagName: string, properties: Properties | 0, ...children: CompactNode[]];

/** The children of a HAST root in compact form. Comments, doctypes and raw nodes are not kept; text nodes that end up side by side are joined. */
export function compactHast(root: Root): CompactNode[] {
  return compactChildren(root.children);
}

function compactChildren(children: Array<RootContent | ElementContent>): CompactNode[] {
  const out: CompactNode[] = [];
  for (const child of children) {
    if (child.type === 'text') {
      // Neighbouring text (left by a dropped comment or element, an unwrapped link, GFM's task items) becomes one string:
      // React would otherwise write `<!-- -->` between the pieces in server HTML.
      const last = out.length - 1;
      if (typeof out[last] === 'string') out[last] += child.value;
      else out.push(child.value);
    } else if (child.type === 'element') out.push(compactElement(child));
  }
  return out;
}

function compactElement(element: Element): CompactElement {
  const props = element.properties;
  const hasProps = Object.keys(props).length > 0;
  return [element.tagName, hasProps ? props : 0, ...compactChildren(element.children)];
}

/** The HAST root that {@link compactHast} encoded. */
export function expandHast(nodes: CompactNode[]): Root {
  return { type: 'root', children: expandChildren(nodes) };
}

function expandChildren(nodes: CompactNode[]): ElementContent[] {
  return nodes.map((node): ElementContent => {
    if (typeof node === 'string') return { type: 'text', value: node };
    const [tagName, properties, ...children] = node;
    return { type: 'element', tagName, properties: properties === 0 ? {} : properties, children: expandChildren(children) };
  });
}
