import type { Element, Root, RootContent } from 'hast';
import type { Program } from 'estree';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { MARKDOWN_MODULE } from '../../shared/host-modules.js';
import { compactBody } from '../markdown/compact-body.js';

/** The local name of the host's `Markdown` in a page's module; `_` keeps it clear of the author's names. */
const ISLAND = '_QuireMarkdown';

/** The nodes that make a subtree MDX's own: JSX, expressions, `import`/`export`. */
const MDX_NODES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm']);

type Parent = Root | Element | MdxJsxFlowElementHast;

/**
 * Rehype plugin for MDX docs: the markdown of an MDX doc ships as a
 * markdown doc's does. Each run of sibling nodes holding no JSX, expression
 * or `import`/`export` (most of a Docusaurus page: the prose around a few
 * components) becomes one `<_QuireMarkdown tree={JSON.parse("…")} />`:
 * the run in the compact form of markdown docs (`compactBody`), drawn by
 * the engine's `Markdown` with the theme's markdown components, the map
 * MDX's own elements use (see `mdxComponents`), so the page renders and
 * hydrates the same. Written as JSX calls instead, every element of the
 * prose would be code: on the bench's 1000-page MDX corpus, modules of
 * 19.3 MB instead of 15.0 (3.5 KB gzipped each instead of 3.3), and a
 * build 7 % slower (paired runs), for the same markup.
 *
 * Runs only where the tree is read (title, TOC, links) already: the nodes
 * it replaces are gone from the tree after it.
 */
export function rehypeMdxMarkdownIslands() {
  return (tree: Root): void => {
    if (islands(tree)) tree.children.unshift(importMarkdown());
  };
}

/** Replaces the static runs among `parent`'s children (and deeper, inside JSX and elements that are not static); whether it made any. */
function islands(parent: Parent): boolean {
  let made = false;
  const children: RootContent[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    // Text alone (the line breaks between blocks) stays as it is: an island would only add a component.
    if (run.some((node) => node.type === 'element')) {
      children.push(island(run));
      made = true;
    } else children.push(...run);
    run = [];
  };
  for (const child of parent.children as RootContent[]) {
    if (isStatic(child)) {
      run.push(child);
      continue;
    }
    flush();
    if (child.type === 'element' || child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') made = islands(child as Parent) || made;
    children.push(child);
  }
  flush();
  (parent as { children: RootContent[] }).children = children;
  return made;
}

function isStatic(node: RootContent): boolean {
  if (MDX_NODES.has(node.type)) return false;
  return !('children' in node) || (node.children as RootContent[]).every(isStatic);
}

/** `<_QuireMarkdown tree={JSON.parse("…")} />` for a run: a string literal is the cheapest form for esbuild and the browser to read. */
function island(run: RootContent[]): RootContent {
  const json = JSON.stringify(compactBody({ type: 'root', children: run }));
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'CallExpression',
          callee: { type: 'MemberExpression', object: { type: 'Identifier', name: 'JSON' }, property: { type: 'Identifier', name: 'parse' }, computed: false, optional: false },
          arguments: [{ type: 'Literal', value: json }],
          optional: false,
        },
      },
    ],
  };
  const element: MdxJsxFlowElementHast = {
    type: 'mdxJsxFlowElement',
    name: ISLAND,
    attributes: [{ type: 'mdxJsxAttribute', name: 'tree', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program } } }],
    children: [],
  };
  return element as RootContent;
}

/** `import { Markdown as _QuireMarkdown } from 'quire:markdown'`, the host's (see `MARKDOWN_MODULE`). */
function importMarkdown(): RootContent {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportSpecifier', imported: { type: 'Identifier', name: 'Markdown' }, local: { type: 'Identifier', name: ISLAND } }],
        source: { type: 'Literal', value: MARKDOWN_MODULE },
        attributes: [],
      },
    ],
  };
  const esm: MdxjsEsmHast = { type: 'mdxjsEsm', value: '', data: { estree: program } };
  return esm as RootContent;
}
