import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkHeadingCustomIds } from './remark-heading-custom-ids.js';

const processor = unified().use(remarkParse).use(remarkHeadingCustomIds);

function run(markdown: string) {
  const file = new VFile({ value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  visit(tree, (node) => void delete node.position);
  return { tree, messages: file.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason} ${m.note}`) };
}

/** A tiny MDAST builder for headings: strings become text nodes, `id` the custom id. */
function heading(depth: 1 | 2 | 3, id: string | undefined, ...children: Array<string | Root['children'][number]>) {
  return {
    type: 'heading',
    depth,
    children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
    ...(id !== undefined && { data: { hProperties: { id } } }),
  };
}

describe('remarkHeadingCustomIds', () => {
  it('takes `{#id}` off the end of a heading and makes it the id, as written', () => {
    expect(run('## Create a Store {#Store_Setup}\n\n### `configureStore` options {#options}').tree.children).toEqual([
      heading(2, 'Store_Setup', 'Create a Store'),
      heading(3, 'options', { type: 'inlineCode', value: 'configureStore' }, ' options'),
    ]);
  });

  it('leaves braces that are not a trailing id alone', () => {
    expect(run('## Use {#x} mid-text\n\n## Spaces {#a b}\n\n## Empty {#}').tree.children).toEqual([
      heading(2, undefined, 'Use {#x} mid-text'),
      heading(2, undefined, 'Spaces {#a b}'),
      heading(2, undefined, 'Empty {#}'),
    ]);
  });

  it('warns about a custom id used twice, at the second heading', () => {
    const { tree, messages } = run('## One {#same}\n\nText.\n\n## Two {#same}');
    expect(tree.children).toEqual([heading(2, 'same', 'One'), { type: 'paragraph', children: [{ type: 'text', value: 'Text.' }] }, heading(2, 'same', 'Two')]);
    expect(messages).toEqual([
      '5:1 duplicate-heading-id Heading id "same" is already used by a heading on line 1. Give this heading another {#id}: links to #same only reach the first.',
    ]);
  });
});
