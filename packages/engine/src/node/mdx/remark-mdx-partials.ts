import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';

declare module 'vfile' {
  interface DataMap {
    /** The partials put in place in the doc (absolute paths): its compile depends on their text too. */
    quirePartials: string[];
  }
}

/** How deep partials may import partials: a cycle stops here with an error rather than a stack overflow. */
const MAX_DEPTH = 8;

const PARTIAL_FILE = /\.mdx?$/i;

/**
 * Remark plugin for MDX docs: a partial (`import Note from './_note.md'`,
 * a markdown file whose name starts with `_`, which is no page of its own)
 * used as `<Note />` is put in place of the element, parsed with the page's
 * own syntax. Its headings then join the page's table of contents where it
 * stands, its links are checked, and its code blocks highlighted, as
 * Docusaurus does. Relative links and imports inside the partial are
 * rewritten to stay relative to the partial's folder. A partial given props
 * or children stays a component, compiled on its own by the bundler
 * (its headings are then not in the TOC).
 */
export function remarkMdxPartials(this: Processor) {
  const processor = this;
  return (tree: Root, file: VFile): void => {
    if (file.path) inlinePartials(processor, tree, file.path, 0, file);
  };
}

function inlinePartials(processor: Processor, tree: Root, filePath: string, depth: number, file: VFile): void {
  const imports = partialImports(tree, filePath);
  if (imports.size === 0) return;
  const inlined = new Set<string>();
  visit(tree, 'mdxJsxFlowElement', (node, index, parent) => {
    const partial = node.name ? imports.get(node.name) : undefined;
    if (!partial || !parent || index === undefined || node.attributes.length > 0 || node.children.length > 0) return;
    if (depth >= MAX_DEPTH) {
      file.fail(`Partials import each other more than ${MAX_DEPTH} deep (at ${partial}); one of them imports itself.`, node, 'quire:partial-cycle');
    }
    let text: string;
    try {
      text = readFileSync(partial, 'utf8');
    } catch {
      file.fail(`Cannot read the partial \`${relative(dirname(filePath), partial)}\` that \`<${node.name} />\` shows.`, node, 'quire:partial-missing');
    }
    const partialTree = processor.parse(new VFile({ path: partial, value: text })) as Root;
    inlinePartials(processor, partialTree, partial, depth + 1, file);
    rebase(partialTree, dirname(partial), dirname(filePath));
    const children = partialTree.children.filter((child) => child.type !== 'yaml');
    parent.children.splice(index, 1, ...(children as RootContent[] as typeof parent.children));
    inlined.add(node.name!);
    (file.data.quirePartials ??= []).push(partial);
    return index + children.length;
  });
  if (inlined.size > 0) dropImports(tree, inlined);
}

/** The partials a tree imports by default import: local name → absolute file. */
function partialImports(tree: Root, filePath: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      const source = statement.source.value;
      if (!PARTIAL_FILE.test(source) || !source.startsWith('.')) continue;
      const local = statement.specifiers.find((s) => s.type === 'ImportDefaultSpecifier')?.local.name;
      if (local) found.set(local, resolve(dirname(filePath), source));
    }
  }
  return found;
}

/** Removes the default imports of partials that were all put in place. */
function dropImports(tree: Root, names: Set<string>): void {
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm') return true;
    const esm = node as MdxjsEsm;
    const program = esm.data?.estree as Program | undefined;
    if (!program) return true;
    const kept = program.body.filter(
      (statement) =>
        !(statement.type === 'ImportDeclaration' && statement.specifiers.length === 1 && statement.specifiers[0]!.type === 'ImportDefaultSpecifier' && names.has(statement.specifiers[0]!.local.name)),
    );
    if (kept.length === program.body.length) return true;
    program.body = kept;
    esm.value = '';
    return kept.length > 0;
  });
}

const RELATIVE = /^(?![a-z][a-z\d+.-]*:|[#/?])/i;

/**
 * Makes a partial's relative links, images and imports relative to the
 * page it is put into, and drops its positions (they are the partial's
 * lines, not the page's: a message then points at the page's `<Note />`).
 */
function rebase(tree: Root, from: string, to: string): void {
  const move = (url: string) => {
    if (!RELATIVE.test(url) || url === '') return url;
    const moved = relative(to, resolve(from, url)).split('\\').join('/');
    return moved.startsWith('.') || isAbsolute(moved) ? moved : `./${moved}`;
  };
  visit(tree, (node) => {
    delete node.position;
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = move(node.url);
    if (node.type === 'mdxjsEsm') {
      for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
        if ((statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source && typeof statement.source.value === 'string' && statement.source.value.startsWith('.')) {
          statement.source.value = resolve(from, statement.source.value);
          statement.source.raw = JSON.stringify(statement.source.value);
        }
      }
    }
  });
}
