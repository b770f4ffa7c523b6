import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from './create-markdown-processor.js';
import { stripPositions } from '../test-support/strip-positions.js';
import { h } from '../test-support/hast-builder.js';
import { shippedCodeBlock as shipped } from '../test-support/shipped-code-block.js';

const processor = createMarkdownProcessor({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 });

const tok = (type: string, text: string) => h('span', { className: [type] }, text);

function run(markdown: string) {
  const file = new VFile({ path: '/docs/page.md', value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  stripPositions(tree);
  return { nodes: tree.children.filter((n): n is Element => n.type === 'element'), messages: file.messages };
}

/** The classes of a block's line spans, from the markup it ships. */
function lineClasses(block: Element): string[] {
  return [...(block.data?.quireCodeHtml?.html ?? '').matchAll(/<span class="(code-line[^"]*)">/g)].map((m) => m[1]!);
}

describe('rehypeCodeTabs', () => {
  it('pairs a ts block with its JavaScript, types erased', () => {
    const { nodes, messages } = run('```ts\nconst a: number = 1\n```');
    expect(messages).toEqual([]);
    expect(nodes).toEqual([
      h(
        'quire-code-tabs',
        {},
        shipped({ language: 'ts' }, tok('keyword', 'const'), ' a: ', tok('builtin', 'number'), ' = ', tok('number', '1')),
        shipped({ language: 'js' }, tok('keyword', 'const'), ' a = ', tok('number', '1')),
      ),
    ]);
  });

  it('makes jsx of tsx, renames the title and carries marked lines over removed lines', () => {
    const md = [
      '```tsx title="App.tsx" showLineNumbers',
      'interface Props {',
      '  name: string',
      '}',
      '',
      '// highlight-next-line',
      'export const App = ({ name }: Props) => <p>{name}</p>',
      '```',
    ].join('\n');
    const [tabs] = run(md).nodes;
    const [ts, js] = tabs!.children as Element[];
    expect(ts!.properties).toEqual({ language: 'tsx', title: 'App.tsx', numbered: true });
    expect(js!.properties).toEqual({ language: 'jsx', title: 'App.jsx', numbered: true });
    expect(toString(js!)).toBe('export const App = ({ name }) => <p>{name}</p>');
    // One line, marked: the line it came from was.
    expect(lineClasses(js!)).toEqual(['code-line highlighted']);
    expect(lineClasses(ts!)).toEqual(['code-line', 'code-line', 'code-line', 'code-line', 'code-line highlighted']);
  });

  it('leaves a no-transpile block, and other languages, without tabs', () => {
    expect(run('```ts no-transpile\nenum E { A }\n```')).toMatchObject({ nodes: [{ tagName: 'quire-code-block' }], messages: [] });
    expect(run('```js\nconst a = 1\n```').nodes[0]).toMatchObject({ tagName: 'quire-code-block' });
  });

  it('fails on syntax that cannot be erased, at its line and column, with the fix', () => {
    const md = '# T\n\n- item\n\n  ```ts\n  // highlight-next-line\n  const a = 1\n  enum Color { Red }\n  ```';
    const { messages } = run(md);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      reason: 'This TypeScript code block uses an `enum` (`enum Color { Red }`), which has no JavaScript equivalent without its types, so Quire cannot make its JavaScript tab.',
      line: 8,
      column: 3,
      ruleId: 'type-stripping',
      fatal: true,
    });
    expect(messages[0]!.note).toContain('no-transpile');
  });

  it('shows a block that does not parse as TypeScript only, with a warning at the place', () => {
    const md = '# T\n\n```ts\nreducers: {\n  a: (s, action: A) => s,\n  b: 1\n}\n```';
    const { nodes, messages } = run(md);
    expect(nodes[1]).toMatchObject({ tagName: 'quire-code-block' });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ line: 6, column: 4, ruleId: 'type-stripping', fatal: false });
    expect(messages[0]!.reason).toMatch(/^This TypeScript code block does not parse \(.+\), so Quire shows it without a JavaScript tab\.$/);
    expect(messages[0]!.note).toContain('no-transpile');
  });
});
