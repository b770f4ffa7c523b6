import { join } from 'node:path';
import { syncResult } from '../test-support/sync-result.js';
import type { Element, Nodes, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../content/doc.js';
import { docLocation } from '../content/doc-route.js';
import { parseFrontMatter } from '../content/parse-front-matter.js';
import { compileMarkdown } from './compile-markdown.js';
import type { CompileContext } from './compile-markdown.js';
import { createMarkdownProcessor } from './create-markdown-processor.js';
import { h } from '../test-support/hast-builder.js';
import { shippedCodeBlock } from '../test-support/shipped-code-block.js';


const DOCS = '/site/docs';
const processor = createMarkdownProcessor({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 });

const nl = { type: 'text', value: '\n' } as const;

/** A doc as the content phase would make it. */
function doc(relativePath: string, source = ''): Doc {
  const filePath = join(DOCS, relativePath);
  const frontMatter = parseFrontMatter(source, filePath);
  return { filePath, relativePath, ...docLocation(relativePath, frontMatter), frontMatter, source };
}

const others = [doc('api/createReducer.md'), doc('api/rtk-query/createApi.md'), doc('usage/index.md')];

function compile(source: string, relativePath = 'api/createSlice.md', context: Partial<CompileContext> = {}) {
  const subject = doc(relativePath, source);
  const docsByFile = new Map([...others, subject].map((d) => [d.filePath, d]));
  return syncResult(compileMarkdown(processor, subject, { docsByFile, tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3, ...context }));
}

/** The first element with this tag name, depth first. */
function find(node: Nodes, tagName: string): Element | undefined {
  if (node.type === 'element' && node.tagName === tagName) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = find(child, tagName);
    if (found) return found;
  }
  return undefined;
}

describe('compileMarkdown: headings', () => {
  it('gives headings unique ids and compiles to a position-free tree', () => {
    const result = compile('# createSlice\n\n## Usage\n\nText.\n\n## Usage\n');
    expect(result.body).toEqual({
      type: 'root',
      children: [
        h('h1', { id: 'createslice' }, 'createSlice'),
        nl,
        h('h2', { id: 'usage' }, 'Usage'),
        nl,
        h('p', {}, 'Text.'),
        nl,
        h('h2', { id: 'usage-1' }, 'Usage'),
      ],
    } satisfies Root);
    expect(result.headingIds).toEqual(['createslice', 'usage', 'usage-1']);
  });

  it('gives the same ids however often and in whatever order pages compile', () => {
    const a = compile('## Setup\n\n## Setup');
    compile('## Setup');
    expect(compile('## Setup\n\n## Setup').headingIds).toEqual(a.headingIds);
    expect(a.headingIds).toEqual(['setup', 'setup-1']);
  });

  it('lists every element id, footnotes included', () => {
    expect(compile('## A\n\nText[^n].\n\n[^n]: Note.').headingIds).toEqual([
      'a',
      'user-content-fnref-n',
      'footnote-label',
      'user-content-fn-n',
    ]);
  });
});

describe('compileMarkdown: table of contents', () => {
  const source = '# T\n\n## Two `code`\n\n### Three\n\n#### Four\n\n##### Five\n\n## Two again\n\nA[^1]\n\n[^1]: x';

  it('takes h2 and h3 by default, in order, skipping the footnotes heading', () => {
    expect(compile(source).toc).toEqual([
      { id: 'two-code', depth: 2, text: 'Two code', content: ['Two ', ['code', 0, 'code']] },
      { id: 'three', depth: 3, text: 'Three' },
      { id: 'two-again', depth: 2, text: 'Two again' },
    ]);
  });

  it('carries markup for the TOC with links unwrapped, footnote references and ids left out', () => {
    const { toc } = compile('## See [`createSlice`](/api/createReducer) *now*[^n] <span id="x">!</span>\n\n[^n]: Note.');
    expect(toc).toEqual([
      {
        id: 'see-createslice-now1-',
        depth: 2,
        text: 'See createSlice now1 !',
        content: ['See ', ['code', 0, 'createSlice'], ' ', ['em', 0, 'now'], ' ', ['span', 0, '!']],
      },
    ]);
  });

  it('takes custom heading ids, and slugs other headings around them', () => {
    const { toc, body } = compile('## Setup {#install}\n\n## Install\n\n## Setup');
    expect(toc.map((item) => [item.id, item.text])).toEqual([
      ['install', 'Setup'],
      ['install-1', 'Install'],
      ['setup', 'Setup'],
    ]);
    expect(find(body, 'h2')).toEqual(h('h2', { id: 'install' }, 'Setup'));
  });

  it('follows the levels of the context', () => {
    const toc = compile(source, undefined, { tocMinHeadingLevel: 3, tocMaxHeadingLevel: 5 }).toc;
    expect(toc.map((item) => item.id)).toEqual(['three', 'four', 'five']);
  });

  it('lets front matter override the levels', () => {
    const withFrontMatter = `---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 4\n---\n${source}`;
    expect(compile(withFrontMatter).toc).toEqual([{ id: 'four', depth: 4, text: 'Four' }]);
    const maxOnly = `---\ntoc_max_heading_level: 2\n---\n${source}`;
    expect(compile(maxOnly).toc.map((item) => item.depth)).toEqual([2, 2]);
  });
});

describe('compileMarkdown: title', () => {
  it('prefers the front-matter title', () => {
    expect(compile('---\ntitle: From front matter\n---\n# From heading')).toMatchObject({
      title: 'From front matter',
      hasTitleHeading: true,
    });
  });

  it('falls back to the first h1, even when it does not open the body', () => {
    expect(compile('Intro.\n\n# Later *title*')).toMatchObject({ title: 'Later title', hasTitleHeading: false });
  });

  it('falls back to the file name', () => {
    expect(compile('## Only h2', 'usage/usage-guide.mdx')).toMatchObject({ title: 'usage-guide', hasTitleHeading: false });
  });

  it('sees an h1 right after front matter as the title heading', () => {
    expect(compile('---\nsidebar_label: x\n---\n\n# Heading\n').hasTitleHeading).toBe(true);
  });
});

describe('compileMarkdown: GFM', () => {
  it('compiles tables', () => {
    const table = find(compile('| Option | Default |\n| --- | :-: |\n| `a` | 1 |').body, 'table');
    expect(table).toEqual(
      h(
        'table',
        {},
        nl,
        h('thead', {}, nl, h('tr', {}, nl, h('th', {}, 'Option'), nl, h('th', { align: 'center' }, 'Default'), nl), nl),
        nl,
        h('tbody', {}, nl, h('tr', {}, nl, h('td', {}, h('code', {}, 'a')), nl, h('td', { align: 'center' }, '1'), nl), nl),
        nl,
      ),
    );
  });

  it('compiles task lists', () => {
    const item = find(compile('- [x] done\n- [ ] open').body, 'li');
    expect(item).toEqual(
      h('li', { className: ['task-list-item'] }, h('input', { type: 'checkbox', checked: true, disabled: true }), ' ', 'done'),
    );
  });

  it('compiles strikethrough', () => {
    expect(find(compile('~~old~~ new').body, 'p')).toEqual(h('p', {}, h('del', {}, 'old'), ' new'));
  });

  it('compiles footnotes', () => {
    const { body } = compile('Text[^a].\n\n[^a]: The note.');
    expect(find(body, 'sup')).toEqual(
      h(
        'sup',
        {},
        h(
          'a',
          { href: '#user-content-fn-a', id: 'user-content-fnref-a', dataFootnoteRef: true, ariaDescribedBy: ['footnote-label'] },
          '1',
        ),
      ),
    );
    expect(find(body, 'section')?.properties).toEqual({ dataFootnotes: true, className: ['footnotes'] });
  });

});

describe('compileMarkdown: raw HTML', () => {
  it('parses raw HTML into elements, markdown inside it included', () => {
    const { body, warnings } = compile('<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n\nPress <kbd>Ctrl</kbd><br/>now.');
    expect(body.children).toEqual([
      h('details', {}, nl, h('summary', {}, 'More'), nl, h('p', {}, 'Hidden ', h('em', {}, 'text'), '.'), nl),
      nl,
      h('p', {}, 'Press ', h('kbd', {}, 'Ctrl'), h('br', {}), 'now.'),
    ]);
    expect(warnings).toEqual([]);
  });

  it('reads attributes as React needs them: numbers, booleans, style strings', () => {
    const { body } = compile('<table><tr><td colspan="2" style="color: red">x</td></tr></table>\n\n<iframe src="https://example.org/e" allowfullscreen></iframe>');
    expect(find(body, 'td')).toEqual(h('td', { colSpan: 2, style: 'color: red' }, 'x'));
    expect(find(body, 'tbody')).toBeDefined();
    expect(find(body, 'iframe')).toEqual(h('iframe', { src: 'https://example.org/e', allowFullScreen: true }));
  });

  it('keeps what markdown made intact in a doc with raw HTML: code meta, footnote markers', () => {
    const { body, toc } = compile('<b>raw</b>\n\n```ts title="a.ts"\nx\n```\n\nText[^n].\n\n[^n]: Note.');
    // The fence's meta survives the raw-HTML parse: the code block still gets its title.
    expect(find(body, 'quire-code-block')?.properties).toMatchObject({ language: 'ts', title: 'a.ts' });
    expect(find(body, 'section')?.properties).toEqual({ dataFootnotes: true, className: ['footnotes'] });
    expect(toc).toEqual([]);
  });

  it('warns about and drops scripts, at their line and column', () => {
    // An external image: the point is the handler, not whether the file exists.
    const { body, warnings } = compile('Text\n\n<script>alert(1)</script>\n\n  <img src="https://example.org/x.png" onerror="alert(1)">');
    expect(body.children).toEqual([h('p', {}, 'Text'), nl, { type: 'text', value: '\n  ' }, h('img', { src: 'https://example.org/x.png', loading: 'lazy', decoding: 'async' })]);
    expect(warnings.map((w) => [w.line, w.column, w.code, w.message])).toEqual([
      [3, 1, 'unsafe-html', 'Dropped <script>: it runs code in every reader’s browser.'],
      [5, 3, 'unsafe-html', 'Dropped the onerror attribute of <img>: it runs code when the event fires.'],
    ]);
  });
});

describe('compileMarkdown: links', () => {
  it('rewrites internal links to routes and collects them with positions', () => {
    const source = [
      '# createSlice', //                            line 1
      '',
      'See [abs](/api/createReducer#usage), [rel](../usage/usage-guide), [sib](./createReducer).', // line 3
      '',
      '[file](./rtk-query/createApi.md#hooks) and [self](#parameters) and [index](../usage/index.md).', // line 5
    ].join('\n');
    const result = compile(source);
    expect(result.links).toEqual([
      { url: '/api/createReducer#usage', raw: '/api/createReducer#usage', line: 3, column: 5 },
      { url: '/usage/usage-guide', raw: '../usage/usage-guide', line: 3, column: 38 },
      { url: '/api/createReducer', raw: './createReducer', line: 3, column: 67 },
      { url: '/api/rtk-query/createApi#hooks', raw: './rtk-query/createApi.md#hooks', line: 5, column: 1 },
      { url: '/api/createSlice#parameters', raw: '#parameters', line: 5, column: 44 },
      { url: '/usage', raw: '../usage/index.md', line: 5, column: 68 },
    ]);
    expect(result.warnings).toEqual([]);
    expect(find(result.body, 'p')).toEqual(
      h(
        'p',
        {},
        'See ',
        h('a', { href: '/api/createReducer#usage' }, 'abs'),
        ', ',
        h('a', { href: '/usage/usage-guide' }, 'rel'),
        ', ',
        h('a', { href: '/api/createReducer' }, 'sib'),
        '.',
      ),
    );
    const second = result.body.children[4] as Element;
    expect(second).toEqual(
      h(
        'p',
        {},
        h('a', { href: '/api/rtk-query/createApi#hooks' }, 'file'),
        ' and ',
        h('a', { href: '#parameters' }, 'self'),
        ' and ',
        h('a', { href: '/usage' }, 'index'),
        '.',
      ),
    );
  });

  it('skips external links and leaves them alone', () => {
    const result = compile('[a](https://redux.js.org) [b](mailto:x@y.z) [c](//cdn.example.com) www.example.com');
    expect(result.links).toEqual([]);
    expect(find(result.body, 'a')?.properties).toEqual({ href: 'https://redux.js.org' });
  });

  it('counts positions from the top of the file, front matter included', () => {
    const source = '---\ntitle: T\ndescription: D\n---\n\nSome text, then [a link](/api/createReducer).';
    expect(compile(source).links).toEqual([
      { url: '/api/createReducer', raw: '/api/createReducer', line: 6, column: 17 },
    ]);
  });

  it('warns about a .md link to a missing file, with its position, and leaves it as written', () => {
    const source = '---\ntitle: T\n---\n\n  Read [this](./createReducr.md#x).';
    const result = compile(source);
    expect(result.links).toEqual([]);
    expect(result.warnings).toEqual([
      {
        severity: 'warning',
        code: 'broken-markdown-link',
        message: 'Link `./createReducr.md#x` points to api/createReducr.md, which is not a doc (no such file in the docs folder, or a draft).',
        file: join(DOCS, 'api/createSlice.md'),
        line: 5,
        column: 8,
        hint: 'Did you mean ./createReducer.md?',
      },
    ]);
    expect(find(result.body, 'a')?.properties).toEqual({ href: './createReducr.md#x' });
  });

  it('gives no suggestion when nothing is close', () => {
    expect(compile('[x](../completely/elsewhere/unrelated-page.md)').warnings[0]?.hint).toBe(
      'Fix the path: `.md` links are resolved against the folder of the file that holds them.',
    );
  });

  it('collects links written as references and autolinks too', () => {
    const source = 'See [the api][api] and <https://x.org>.\n\n[api]: ./rtk-query/createApi.md';
    expect(compile(source).links).toEqual([
      { url: '/api/rtk-query/createApi', raw: './rtk-query/createApi.md', line: 1, column: 5 },
    ]);
  });
});

describe('compileMarkdown: output size', () => {
  it('strips positions and data, such as what code blocks were built from, but the markup of a code block', () => {
    const { body } = compile('# T\n\n```ts title="store.ts" no-transpile\nconst a = 1\n```\n\n- item');
    const json = JSON.stringify(body);
    expect(json).not.toContain('position');
    expect(json).not.toContain('quireCodeBlock');
    expect(json.match(/"data"/g)).toHaveLength(1);
    expect(find(body, 'quire-code-block')).toEqual(
      shippedCodeBlock({ language: 'ts', title: 'store.ts' }, h('span', { className: ['keyword'] }, 'const'), ' a = ', h('span', { className: ['number'] }, '1')),
    );
  });
});

describe('createMarkdownProcessor: plugins', () => {
  it('runs user remark and rehype plugins, with options, in order', () => {
    const calls: string[] = [];
    const remarkShout = () => (tree: { children: unknown[] }) => {
      calls.push(`remark:${tree.children.length}`);
    };
    const rehypeMark = (options: { label: string }) => (tree: Root) => {
      calls.push('rehype');
      // Heading ids are set before user rehype plugins run.
      expect(find(tree, 'h2')?.properties.id).toBe('a');
      tree.children.push(h('footer', {}, options.label));
    };
    const custom = createMarkdownProcessor({
      remarkPlugins: [remarkShout],
      rehypePlugins: [[rehypeMark, { label: 'end' }]],
      tocMinHeadingLevel: 2,
      tocMaxHeadingLevel: 3,
    });
    const subject = doc('a.md', '## A');
    const result = syncResult(compileMarkdown(custom, subject, {
      docsByFile: new Map([[subject.filePath, subject]]),
      tocMinHeadingLevel: 2,
      tocMaxHeadingLevel: 3,
    }));
    expect(calls).toEqual(['remark:1', 'rehype']);
    expect(result.body.children.at(-1)).toEqual(h('footer', {}, 'end'));
  });

  it('rejects an entry that is not a plugin, naming where it is', () => {
    expect(() =>
      createMarkdownProcessor({ remarkPlugins: ['remark-math'], tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 }),
    ).toThrow('markdown.remarkPlugins[0] is not a unified plugin (got string).');
  });
});

describe('messages from unified plugins', () => {
  const warnOnFirstHeading = () => (tree: Root, file: import('vfile').VFile) => {
    const heading = tree.children.find((n) => n.type === 'element' && n.tagName === 'h2');
    const message = file.message('This heading is suspicious.', heading);
    message.ruleId = 'unknown-admonition';
    message.note = 'Rename it.';
  };
  const failOnAnything = () => (tree: Root, file: import('vfile').VFile) => {
    file.fail('This doc cannot be compiled.', tree.children[0]);
  };

  it('become warnings with the file, line, column, fix and kind', () => {
    const subject = doc('intro.md', '# Intro\n\nText.\n\n## Odd\n');
    const withPlugin = createMarkdownProcessor({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3, rehypePlugins: [warnOnFirstHeading] });
    const result = syncResult(compileMarkdown(withPlugin, subject, { docsByFile: new Map(), tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 }));
    expect(result.warnings).toEqual([
      {
        severity: 'warning',
        message: 'This heading is suspicious.',
        file: subject.filePath,
        line: 5,
        column: 1,
        hint: 'Rename it.',
        code: 'unknown-admonition',
      },
    ]);
  });

  it('become an error diagnostic, not a crash, when a plugin gives up on the doc', () => {
    const subject = doc('intro.md', '# Intro\n');
    const failing = createMarkdownProcessor({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3, rehypePlugins: [failOnAnything] });
    const result = syncResult(compileMarkdown(failing, subject, { docsByFile: new Map(), tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 }));
    expect(result.warnings).toMatchObject([{ severity: 'error', message: 'This doc cannot be compiled.', file: subject.filePath, line: 1, column: 1 }]);
  });
});
