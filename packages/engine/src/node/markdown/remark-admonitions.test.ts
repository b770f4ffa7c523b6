import type { Nodes, Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkAdmonitionTitles } from './remark-admonition-titles.js';
import { remarkAdmonitions } from './remark-admonitions.js';

const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitionTitles).use(remarkAdmonitions);

function run(markdown: string): { tree: Root; messages: VFile['messages'] } {
  const file = new VFile({ path: 'doc.md', value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  visit(tree, (node) => void delete node.position);
  return { tree, messages: file.messages };
}

/** Tiny MDAST builders: strings become text nodes. */
const text = (value: string) => ({ type: 'text', value }) as const;
const p = (...children: Array<string | Nodes>) =>
  ({ type: 'paragraph', children: children.map((c) => (typeof c === 'string' ? text(c) : c)) }) as RootContent;
function admonition(type: string, title: Array<string | Nodes>, ...content: RootContent[]): RootContent {
  return {
    type: 'containerDirective',
    name: type,
    attributes: {},
    data: { hName: 'quire-admonition', hProperties: { type } },
    children: [
      {
        type: 'paragraph',
        data: { hName: 'quire-admonition-title', hProperties: { type } },
        children: title.map((c) => (typeof c === 'string' ? text(c) : c)) as never,
      },
      ...(content as never[]),
    ],
  } as RootContent;
}
const root = (...children: RootContent[]): Root => ({ type: 'root', children });

describe('remarkAdmonitions', () => {
  it('gives an admonition without a title its type as title', () => {
    for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
      const title = type[0]!.toUpperCase() + type.slice(1);
      expect(run(`:::${type}\nBody.\n:::`).tree).toEqual(root(admonition(type, [title], p('Body.'))));
    }
  });

  it('takes the title from a label or, Docusaurus-style, from the text after a space', () => {
    const expected = root(admonition('tip', ["What You'll ", { type: 'emphasis', children: [text('Learn')] }], p('Body.')));
    expect(run(":::tip[What You'll *Learn*]\nBody.\n:::").tree).toEqual(expected);
    expect(run(":::tip What You'll *Learn*\nBody.\n:::").tree).toEqual(expected);
    expect(run(":::tip   What You'll *Learn*  \nBody.\n:::").tree).toEqual(expected);
  });

  it('holds any markdown, and nests with more colons outside', () => {
    const { tree } = run('::::note Outer\n- one\n\n```js\nlet a;\n```\n\n:::tip Inner\nDeep.\n:::\n::::');
    expect(tree).toEqual(
      root(
        admonition(
          'note',
          ['Outer'],
          {
            type: 'list',
            ordered: false,
            start: null,
            spread: false,
            children: [{ type: 'listItem', spread: false, checked: null, children: [p('one') as never] }],
          },
          { type: 'code', lang: 'js', meta: null, value: 'let a;' },
          admonition('tip', ['Inner'], p('Deep.')),
        ),
      ),
    );
  });

  it('works inside block quotes', () => {
    expect(run('> :::info Title\n> Quoted.\n> :::').tree).toEqual(
      root({ type: 'blockquote', children: [admonition('info', ['Title'], p('Quoted.')) as never] }),
    );
  });

  it('warns about an unknown type at the fence, listing the known ones, and keeps the content without a box', () => {
    const { tree, messages } = run('Intro.\n\n::::nope Careful\nStill *shown*.\n\n:::tip\nInner.\n:::\n::::');
    expect(tree).toEqual(
      root(p('Intro.'), p('Careful'), p('Still ', { type: 'emphasis', children: [text('shown')] }, '.'), admonition('tip', ['Tip'], p('Inner.'))),
    );
    expect(messages.map((m) => [m.line, m.column, m.ruleId, m.reason, m.note])).toEqual([
      [
        3,
        1,
        'unknown-admonition',
        'Unknown admonition type "nope" in "::::nope".',
        'Use one of :::note, :::tip, :::info, :::warning, :::danger, :::caution. Until then its content shows without a box.',
      ],
    ]);
  });
});

describe('remarkAdmonitionTitles', () => {
  it('leaves fences inside code, inline code and HTML alone', () => {
    const { tree } = run('```md\n:::tip Not a title\n```\n\n    :::tip Indented code\n\n<div>\n:::tip In HTML\n</div>');
    expect(tree).toEqual(
      root(
        { type: 'code', lang: 'md', meta: null, value: ':::tip Not a title' },
        { type: 'code', lang: null, meta: null, value: ':::tip Indented code' },
        { type: 'html', value: '<div>\n:::tip In HTML\n</div>' },
      ),
    );
  });

  it('keeps the lines and columns of what follows a title', () => {
    const file = new VFile({ value: ':::warning Mind [the] gap\n\nText.\n:::' });
    const tree = processor.parse(file);
    const admonitionNode = tree.children[0] as { children: Array<{ position?: unknown }> };
    expect(admonitionNode.children[1]!.position).toMatchObject({ start: { line: 3, column: 1 }, end: { line: 3, column: 6 } });
  });

  it('escapes brackets that do not pair up, so they stay in the title', () => {
    expect(run(':::tip a ] b\nBody.\n:::').tree).toEqual(root(admonition('tip', ['a ] b'], p('Body.'))));
  });
});
