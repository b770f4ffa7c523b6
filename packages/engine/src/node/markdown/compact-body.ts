import type { Element, Parents, Root } from 'hast';
import { toJsxRuntime, type Jsx } from 'hast-util-to-jsx-runtime';
import type { CompactElement, CompactNode } from '../../shared/compact-hast.js';
import { CODE_BLOCK_TAG, shippedCodeHtml } from './code-block-element.js';
import { forEachElement, SKIP_CHILDREN } from './for-each-element.js';

/**
 * An element as hast-util-to-jsx-runtime hands it over, written down. Not
 * an array yet: the library tells one child from several by whether
 * `children` is an array, so recorded elements must not be arrays.
 */
class Recorded {
  constructor(
    readonly type: string,
    readonly props: Record<string, unknown>,
  ) {}

  /** The compact element, text that ends up side by side joined and empty text left out. */
  compact(): CompactElement {
    // Copied key by key rather than with `{ children, ...props }`: object
    // rest goes through a slow runtime call, once per element of every page.
    // Same keys in the same order (the library's props are plain objects).
    let props: Record<string, unknown> | 0 = 0;
    for (const key in this.props) if (key !== 'children') (props ||= {})[key] = this.props[key];
    const element: CompactElement = [this.type, props];
    appendChildren(element, this.props.children);
    return element;
  }
}

function compactChildren(children: unknown): CompactNode[] {
  const out: CompactNode[] = [];
  appendChildren(out, children);
  return out;
}

/** Appends compact children to `out`, whose last item, if any, is a child or not a string. */
function appendChildren(out: unknown[], children: unknown): void {
  if (!Array.isArray(children)) return appendChild(out, children);
  for (const child of children) appendChild(out, child);
}

function appendChild(out: unknown[], child: unknown): void {
  if (child instanceof Recorded) out.push(child.compact());
  else if (typeof child === 'string' && child !== '') {
    // React would write `<!-- -->` between neighbouring text in server HTML.
    const last = out.length - 1;
    if (typeof out[last] === 'string') out[last] += child;
    else out.push(child);
  }
}

const record = ((type: string, props: Record<string, unknown>) => new Recorded(type, props)) as unknown as Jsx;

/**
 * A HAST tree as the browser renders it (see `CompactNode`): converted by
 * hast-util-to-jsx-runtime at build time, just as it would convert it in
 * the browser (property names and values for React, `align` on table cells
 * as a style, whitespace text dropped inside tables, SVG attributes), with
 * the result written down instead of created. Comments are not kept.
 * A code block of highlighted tokens is written as one string of markup,
 * its `html` prop, without children (see `codeBlockHtml`); the tree given
 * is left as it was.
 */
export function compactBody(root: Root): CompactNode[] {
  const restore = codeBlocksAsHtml(root);
  try {
    const fragment = toJsxRuntime(root, {
      Fragment: '#fragment',
      jsx: record,
      jsxs: record,
      passKeys: false,
      // A `style` attribute from raw HTML that CSS cannot parse renders as no style rather than failing the page.
      ignoreInvalidStyle: true,
    }) as unknown as Recorded;
    return compactChildren(fragment.props.children);
  } finally {
    restore();
  }
}

/**
 * Puts in place of each code block a copy with no children and its markup
 * as its `html` prop, which the theme's code block sets as its `<code>`'s
 * inner HTML: the markup `codeBlockElement` set aside while the block
 * still holds the code it was made from, else the markup of what a later
 * transform left in it, if `codeBlockHtml` can write that. Returns what
 * puts the tree back as it was.
 */
function codeBlocksAsHtml(root: Root): () => void {
  const replaced: Array<{ parent: Parents; index: number; block: Element }> = [];
  forEachElement(root, (node, index, parent) => {
    if (node.tagName !== CODE_BLOCK_TAG || parent === undefined || index === undefined) return;
    const html = shippedCodeHtml(node);
    if (html === undefined) return;
    parent.children[index] = { ...node, properties: { ...node.properties, html }, children: [] };
    replaced.push({ parent, index, block: node });
    return SKIP_CHILDREN;
  });
  return () => {
    for (const { parent, index, block } of replaced) parent.children[index] = block;
  };
}
