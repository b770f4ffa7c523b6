import type { Element, ElementContent, Root } from 'hast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from './create-markdown-processor.js';
import { stripPositions } from '../test-support/strip-positions.js';
import { h } from '../test-support/hast-builder.js';
import { shippedCodeBlock as shipped } from '../test-support/shipped-code-block.js';


const processor = createMarkdownProcessor({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 });

/** A Prism token. */
const tok = (type: string, text: string) => h('span', { className: type.split(' ') }, text);
/** A line wrapper. */
const line = (highlighted: boolean, ...children: (ElementContent | string)[]) => h('span', { className: highlighted ? ['code-line', 'highlighted'] : ['code-line'] }, ...children);

/** Markdown to its top-level elements (newline text between blocks dropped), and the file's messages. */
function run(markdown: string) {
  const file = new VFile({ path: '/docs/page.md', value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  stripPositions(tree);
  return { nodes: tree.children.filter((n) => n.type === 'element'), messages: file.messages };
}

describe('rehypeCodeBlocks', () => {
  it('highlights a known language at build time', () => {
    expect(run('```json\n{"a": 1}\n```').nodes).toEqual([
      shipped({ language: 'json' }, '{', tok('property', '"a"'), ': ', tok('number', '1'), '}'),
    ]);
  });

  it('knows the aliases sh, shell, yml and html', () => {
    for (const language of ['sh', 'shell', 'bash', 'yml', 'yaml', 'html', 'css', 'diff', 'jsx']) {
      const [block] = run(`\`\`\`${language}\nx\n\`\`\``).nodes;
      expect(block).toMatchObject({ tagName: 'quire-code-block', properties: { language } });
    }
    expect((run('```sh\nnpm install # now\n```').nodes[0] as Element).data?.quireCodeHtml?.html).toContain('<span class="comment"># now</span>');
  });

  it('shows a block without language as plain text, with no warning', () => {
    expect(run('```\n<b>&amp;</b>\n```')).toEqual({ nodes: [shipped({}, '<b>&amp;</b>')], messages: [] });
    expect(run('    indented <code>')).toEqual({ nodes: [shipped({}, 'indented <code>')], messages: [] });
    expect(run('```text\nplain\n```').messages).toEqual([]);
  });

  it('shows an unknown language as plain text and warns at the fence with the fix', () => {
    const { nodes, messages } = run('# T\n\n  ```pyhton\n  print("<hi>")\n  ```');
    expect(nodes[1]).toEqual(shipped({ language: 'pyhton' }, 'print("<hi>")'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      reason: 'Code block language "pyhton" is not highlighted; the block is shown as plain text.',
      line: 3,
      column: 3,
      ruleId: 'unknown-code-language',
    });
    expect(messages[0]!.note).toContain('prism.additionalLanguages');
  });

  it('suggests a known language for a typo', () => {
    expect(run('```typscript\nx\n```').messages[0]!.note).toMatch(/^Did you mean "typescript"\?/);
  });

  it('reads title and line numbers from the meta and marks lines from {ranges}', () => {
    expect(run('```js title="a.js" showLineNumbers {1,3}\na\nb\nc\n```').nodes).toEqual([
      shipped({ language: 'js', title: 'a.js', numbered: true }, line(true, 'a'), '\n', line(false, 'b'), '\n', line(true, 'c')),
    ]);
  });

  it('removes magic comments and marks their lines', () => {
    const md = '```yaml\n# highlight-next-line\na: 1\nb: 2\n# highlight-start\nc: 3\nd: 4\n# highlight-end\n```';
    const [block] = run(md).nodes;
    expect(block).toEqual(
      shipped(
        { language: 'yaml' },
        line(true, tok('key atrule', 'a'), ': ', tok('number', '1')),
        '\n',
        line(false, tok('key atrule', 'b'), ': ', tok('number', '2')),
        '\n',
        line(true, tok('key atrule', 'c'), ': ', tok('number', '3')),
        '\n',
        line(true, tok('key atrule', 'd'), ': ', tok('number', '4')),
      ),
    );
  });

  it('marks lines across a multi-line token, which each line re-opens', () => {
    const [block] = run('```css {2}\n/* a\n   b */\np {}\n```').nodes;
    expect(block).toEqual(
      shipped({ language: 'css' }, line(false, tok('comment', '/* a')), '\n', line(true, tok('comment', '   b */')), '\n', line(false, tok('selector', 'p'), ' {}')),
    );
  });

  it('strips the indentation of fences in list items and blockquotes and still highlights them', () => {
    const list = run('- item\n\n  ```js\n  const a = 1\n    b\n  ```').nodes[0] as Element;
    const quote = run('> ```js\n> const a = 1\n>   b\n> ```').nodes[0] as Element;
    const expected = shipped({ language: 'js' }, tok('keyword', 'const'), ' a = ', tok('number', '1'), '\n  b');
    expect(list.children.find((n) => n.type === 'element' && n.tagName === 'li')).toMatchObject({ children: expect.arrayContaining([expected]) });
    expect(quote.children).toContainEqual(expected);
  });
});
