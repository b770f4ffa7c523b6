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

  it('shows a block whose types cannot be erased as TypeScript only, with a warning at its line and column saying why', () => {
    const md = '# T\n\n- item\n\n  ```ts\n  // highlight-next-line\n  const a = 1\n  enum Color { Red }\n  ```';
    const { nodes, messages } = run(md);
    expect(nodes[1]).toMatchObject({ tagName: 'ul' });
    expect(JSON.stringify(nodes[1])).not.toContain('quire-code-tabs');
    expect(JSON.stringify(nodes[1])).toContain('"tagName":"quire-code-block"');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      reason: 'This TypeScript code block uses an `enum` (`enum Color { Red }`), which has no JavaScript equivalent without its types, so Quire shows it without a JavaScript tab.',
      line: 8,
      column: 3,
      ruleId: 'type-stripping',
      fatal: false,
    });
    expect(messages[0]!.note).toContain('no-transpile');
    expect(messages[0]!.note).toContain('a const object instead of an `enum`');
  });

  it('shows a block with a parameter property as TypeScript only, with a warning naming it', () => {
    const { nodes, messages } = run('```ts\nclass A {\n  constructor(private readonly store: Store) {}\n}\n```');
    expect(nodes).toMatchObject([{ tagName: 'quire-code-block', properties: { language: 'ts' } }]);
    expect(messages).toMatchObject([{ line: 3, ruleId: 'type-stripping', fatal: false }]);
    expect(messages[0]!.reason).toContain('a parameter property');
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

/** A tab's (or a block's) files as `[title, language, code]`: one block, or the blocks of a `div.quire-code-files`. */
function filesOf(node: Element): Array<[string | undefined, unknown, string]> {
  const blocks = node.tagName === 'div' ? (node.children as Element[]) : [node];
  if (node.tagName === 'div') expect(node.properties).toEqual({ className: ['quire-code-files'] });
  return blocks.map((block) => {
    expect(block.tagName).toBe('quire-code-block');
    return [block.properties.title as string | undefined, block.properties.language, toString(block)];
  });
}

const fence = (info: string, ...lines: string[]) => ['```' + info, ...lines, '```'].join('\n');

describe('rehypeCodeTabs, a block cut into files by `// file:` lines', () => {
  const store = fence(
    'ts',
    '// file: reducers.ts noEmit',
    "import type { Reducer } from '@reduxjs/toolkit'",
    'declare const rootReducer: Reducer<{}>',
    'export default rootReducer',
    '',
    '// file: store.ts',
    "import { configureStore } from '@reduxjs/toolkit'",
    "import rootReducer from './reducers'",
    'export const store = configureStore({ reducer: rootReducer })',
    'export type AppDispatch = typeof store.dispatch',
    '',
    '// file: App.tsx',
    "import { store } from './store'",
    'export const App = ({ n }: { n: number }) => <p>{n}</p>',
  );

  it('shows each shown file as a block titled with its name in both tabs, JavaScript names and code in the JavaScript tab, and never a noEmit file', () => {
    const { nodes, messages } = run(store);
    expect(messages).toEqual([]);
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.tagName).toBe('quire-code-tabs');
    const [ts, js] = nodes[0]!.children as Element[];
    expect(filesOf(ts!)).toEqual([
      [
        'store.ts',
        'ts',
        "import { configureStore } from '@reduxjs/toolkit'\nimport rootReducer from './reducers'\nexport const store = configureStore({ reducer: rootReducer })\nexport type AppDispatch = typeof store.dispatch",
      ],
      ['App.tsx', 'tsx', "import { store } from './store'\nexport const App = ({ n }: { n: number }) => <p>{n}</p>"],
    ]);
    expect(filesOf(js!)).toEqual([
      ['store.js', 'js', "import { configureStore } from '@reduxjs/toolkit'\nimport rootReducer from './reducers'\nexport const store = configureStore({ reducer: rootReducer })"],
      ['App.jsx', 'jsx', "import { store } from './store'\nexport const App = ({ n }) => <p>{n}</p>"],
    ]);
    expect(JSON.stringify(nodes)).not.toContain('rootReducer: Reducer');
  });

  it('shows a block with one shown file as an ordinary pair, titled by the fence as remark-typescript-tools does', () => {
    const md = fence('ts title="counter.ts"', '// file: types.ts noEmit', 'export type N = number', '// file: counter.ts', "import type { N } from './types'", 'export const n: N = 1');
    const { nodes, messages } = run(md);
    expect(messages).toEqual([]);
    const [ts, js] = nodes[0]!.children as Element[];
    expect(filesOf(ts!)).toEqual([['counter.ts', 'ts', "import type { N } from './types'\nexport const n: N = 1"]]);
    expect(filesOf(js!)).toEqual([['counter.js', 'js', 'export const n = 1']]);
  });

  it('counts `{…}` lines on the block as written, so a mark lands in its file in both tabs, and a mark on a `// file:` line or a hidden file marks nothing', () => {
    // Line 1 is the hidden file's `// file:` line, 2 its code, 3 `// file: a.ts`, 4–5 a.ts, 6 `// file: b.ts`, 7 b.ts.
    const md = fence('ts {1,2,3,5,7}', '// file: h.ts noEmit', 'export {}', '// file: a.ts', 'type T = number', 'export const a: T = 1', '// file: b.ts', 'export const b = 2');
    const [ts, js] = run(md).nodes[0]!.children as Element[];
    const [tsA, tsB] = ts!.children as Element[];
    const [jsA, jsB] = js!.children as Element[];
    expect(lineClasses(tsA!)).toEqual(['code-line', 'code-line highlighted']);
    expect(lineClasses(jsA!)).toEqual(['code-line highlighted']);
    expect(lineClasses(tsB!)).toEqual(['code-line highlighted']);
    expect(lineClasses(jsB!)).toEqual(['code-line highlighted']);
  });

  it('marks the line after a magic comment in its own file', () => {
    const md = fence('ts', '// file: a.ts', 'export const a = 1', '// file: b.ts', '// highlight-next-line', 'export const b = 2', 'export const c = 3');
    const [ts] = run(md).nodes[0]!.children as Element[];
    const [a, b] = ts!.children as Element[];
    expect(lineClasses(a!)).toEqual([]);
    expect(lineClasses(b!)).toEqual(['code-line highlighted', 'code-line']);
  });

  it('keeps `showLineNumbers` on every file, and warns at the fence that a title of several files is not shown', () => {
    const md = '# T\n\n' + fence('ts title="store.ts" showLineNumbers', '// file: a.ts', 'export const a = 1', '// file: b.ts', 'export const b = 2');
    const { nodes, messages } = run(md);
    const [ts, js] = nodes[1]!.children as Element[];
    for (const tab of [ts!, js!]) for (const block of tab.children as Element[]) expect(block.properties.numbered).toBe(true);
    expect(filesOf(ts!).map(([title]) => title)).toEqual(['a.ts', 'b.ts']);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ line: 3, column: 1, ruleId: 'code-files', fatal: false });
    expect(messages[0]!.reason).toBe('The title "store.ts" of this code block is not shown: it has several files, each titled with its `// file:` name.');
  });

  it('shows a block whose every file is noEmit as nothing, with a warning', () => {
    const { nodes, messages } = run('# T\n\n' + fence('ts', '// file: a.ts noEmit', 'export const a = 1'));
    expect(nodes.map((n) => n.tagName)).toEqual(['h1']);
    expect(messages).toMatchObject([{ line: 4, column: 1, ruleId: 'code-files', fatal: false }]);
    expect(messages[0]!.reason).toContain('Every file of this code block is marked `noEmit`');
  });

  it('drops code before the first file, as remark-typescript-tools does, but says so', () => {
    const { nodes, messages } = run(fence('ts', "import x from 'x'", '// file: a.ts', 'export const a = 1'));
    const [ts] = nodes[0]!.children as Element[];
    expect(filesOf(ts!)).toEqual([[undefined, 'ts', 'export const a = 1']]);
    expect(messages).toMatchObject([{ line: 2, column: 1, ruleId: 'code-files' }]);
    expect(messages[0]!.reason).toBe('This code block has code before its first `// file:` line, which belongs to no file and is not shown.');
  });

  it('warns of a flag it does not know, with the closest one', () => {
    const { messages } = run(fence('ts', '// file: a.ts noemit', 'export const a = 1'));
    expect(messages).toMatchObject([{ line: 2, column: 15, ruleId: 'code-files', reason: 'Unknown flag "noemit" after `// file: a.ts`; it is ignored.' }]);
    expect(messages[0]!.note).toMatch(/^Did you mean "noEmit"\?/);
  });

  it('shows the files as TypeScript only, with a warning at the place in its file, when one file cannot be stripped', () => {
    const md = '# T\n\n' + fence('ts', '// file: a.ts', 'export const a = 1', '', '// file: colors.ts', 'export enum Color { Red }');
    const { nodes, messages } = run(md);
    expect(nodes[1]!.tagName).toBe('div');
    expect(filesOf(nodes[1]!)).toEqual([
      ['a.ts', 'ts', 'export const a = 1'],
      ['colors.ts', 'ts', 'export enum Color { Red }'],
    ]);
    expect(messages).toMatchObject([{ line: 8, column: 8, ruleId: 'type-stripping', fatal: false }]);
    expect(messages[0]!.reason).toContain('an `enum`');
  });

  it('cuts a `no-transpile` block into its files, without a JavaScript tab', () => {
    const { nodes, messages } = run(fence('tsx no-transpile', '// file: a.tsx', 'enum A { B }', '// file: b.ts noEmit', 'x', '// file: c.ts', 'y'));
    expect(messages).toEqual([]);
    expect(filesOf(nodes[0]!)).toEqual([
      ['a.tsx', 'tsx', 'enum A { B }'],
      ['c.ts', 'ts', 'y'],
    ]);
  });

  it('leaves js and jsx blocks as written, `// file:` lines and all', () => {
    for (const language of ['js', 'jsx']) {
      const code = '// file: a.js noEmit\nexport const a = 1\n// file: b.js\nexport const b = <p />';
      const { nodes, messages } = run(fence(language, ...code.split('\n')));
      expect(messages).toEqual([]);
      expect(nodes).toHaveLength(1);
      expect(nodes[0]).toMatchObject({ tagName: 'quire-code-block', properties: { language } });
      expect(toString(nodes[0]!)).toBe(code);
    }
  });
});
