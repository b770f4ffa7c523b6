import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { location, type Location } from 'vfile-location';
import { mayHoldDirective } from './may-hold-directive.js';

/** The admonition types, as Docusaurus names them: `:::note` … `:::caution`. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

/** One of {@link ADMONITION_TYPES}. */
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** HAST element name of an admonition; the theme maps it to its component. Property `type`: an {@link AdmonitionType}. */
export const ADMONITION_ELEMENT = 'quire-admonition';
/** HAST element name of an admonition's title, always the admonition's first child. Property `type` as on the admonition. */
export const ADMONITION_TITLE_ELEMENT = 'quire-admonition-title';

/**
 * Remark plugin: turns container directives (remark-directive) named after
 * an {@link ADMONITION_TYPES admonition type} into admonitions:
 *
 * ```md
 * :::tip[What You'll Learn]     (or `:::tip What You'll Learn`, see remarkAdmonitionTitles)
 * Any markdown, including other admonitions fenced with fewer colons.
 * :::
 * ```
 *
 * becomes `<quire-admonition type="tip">` holding a
 * `<quire-admonition-title type="tip">` (the label, or the type's name
 * capitalized: "Tip") and then the content. The theme renders both.
 *
 * A container directive of any other name (`:::nope`) is a warning
 * (`unknown-admonition`) listing the known types, and its content renders
 * in its place as if the fences were not there, its label as a paragraph:
 * a typo then loses the box but none of the author's text.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile): undefined => {
    if (!mayHoldDirective(file)) return;
    // Made on first need, once per doc: making it reads the whole file.
    let place: Location | undefined;
    visit(tree, 'containerDirective', (node, index, parent) => {
      if (isAdmonitionType(node.name)) {
        toAdmonition(node, node.name);
        return undefined;
      }
      place ??= location(file);
      const fence = `${':'.repeat(fenceLength(node, String(file.value ?? ''), place))}${node.name}`;
      const message = file.message(`Unknown admonition type "${node.name}" in "${fence}".`, node);
      message.ruleId = 'unknown-admonition';
      message.note = `Use one of ${ADMONITION_TYPES.map((type) => `:::${type}`).join(', ')}. Until then its content shows without a box.`;
      if (parent === undefined || index === undefined) return undefined;
      const [label] = node.children;
      if (label?.type === 'paragraph' && label.data?.directiveLabel) delete label.data;
      parent.children.splice(index, 1, ...node.children);
      // Visit the unwrapped children in their new place: they may hold admonitions too.
      return [SKIP, index];
    });
  };
}

/**
 * How many colons open a container directive (3 unless it holds others),
 * read from the source by line and column: offsets are those of the text
 * remarkAdmonitionTitles rewrote, lines and columns are the file's.
 */
function fenceLength(node: ContainerDirective, source: string, place: Location): number {
  const offset = node.position && place.toOffset(node.position.start);
  if (offset === undefined) return 3;
  return /^:*/.exec(source.slice(offset))![0].length || 3;
}

function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

function toAdmonition(node: ContainerDirective, type: AdmonitionType): void {
  const [first, ...rest] = node.children;
  const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first : undefined;
  const labelText = label ? trimPhrasing(label.children) : [];
  const title: Paragraph = {
    type: 'paragraph',
    data: { hName: ADMONITION_TITLE_ELEMENT, hProperties: { type } },
    children: labelText.length > 0 ? labelText : [{ type: 'text', value: type[0]!.toUpperCase() + type.slice(1) }],
    ...(label?.position && { position: label.position }),
  };
  const content: Array<BlockContent | DefinitionContent> = label ? rest : node.children;
  node.data = { ...node.data, hName: ADMONITION_ELEMENT, hProperties: { type } };
  node.children = [title, ...content];
}

/** The label's content without the blanks a `:::tip  Title ` line leaves around it. */
function trimPhrasing(children: PhrasingContent[]): PhrasingContent[] {
  const out = [...children];
  const first = out[0];
  if (first?.type === 'text') out[0] = { ...first, value: first.value.trimStart() };
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { ...last, value: last.value.trimEnd() };
  return out.filter((child) => child.type !== 'text' || child.value !== '');
}
