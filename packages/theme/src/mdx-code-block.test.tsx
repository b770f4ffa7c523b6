import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// The build's own code block, to hold the component to the fenced block's markup.
import { codeBlockElement } from '../../engine/src/node/markdown/code-block-element.js';
import { registerDefaultLanguages } from '../../engine/src/node/markdown/prism-languages.js';
import { highlightCodeHtml } from './highlight-code-html.js';
import { MdxCodeBlock } from './mdx-code-block.js';
import { renderInApp } from './test-support/render-in-app.js';

/** The markup the build ships for a fenced block (its `html`). */
function fencedHtml(code: string, language: string | undefined, highlighted: number[] = [], showLineNumbers = false): string {
  registerDefaultLanguages();
  const element = codeBlockElement({ ...(language && { language }), highlight: language !== undefined, code, highlighted: new Set(highlighted), showLineNumbers });
  // A block whose tokens are not all plain classed spans ships as elements, which React renders.
  return element.data?.quireCodeHtml?.html ?? renderToStaticMarkup(toJsxRuntime({ type: 'root', children: element.children }, { Fragment, jsx, jsxs }));
}

const SAMPLES: Array<[string, string]> = [
  ['ts', "import { configureStore } from '@reduxjs/toolkit';\n\ninterface State { value: number }\n/* a\n   block comment */\nexport const store = configureStore({ reducer: (s: State = { value: 0 }) => s });"],
  ['tsx', 'export function Card({ title }: { title: string }) {\n  return <section aria-label={title}>{"<&>"}</section>;\n}'],
  ['js', 'const a = `multi\nline ${1 + 2}`;\n// done'],
  ['bash', 'npm install @reduxjs/toolkit && echo "ok" # comment'],
  ['json', '{ "a": [1, true, null], "b": "c" }'],
  ['yaml', 'key: value\nlist:\n  - "x"'],
  ['css', '.a > b { color: red; }'],
  ['html', '<div class="x"><!-- c --><br/></div>'],
  ['diff', '- old\n+ new'],
  ['md', '# Title\n\n*em* `code`'],
];

describe('highlightCodeHtml', () => {
  for (const [language, code] of SAMPLES) {
    it(`makes the build's markup for ${language}, plain and with marked, numbered lines`, () => {
      expect(highlightCodeHtml(code, language)).toBe(fencedHtml(code, language));
      expect(highlightCodeHtml(code, language, { highlighted: new Set([0, 3]), numbered: true })).toBe(fencedHtml(code, language, [0, 3], true));
      expect(highlightCodeHtml(code, language, { highlighted: new Set([1]) })).toBe(fencedHtml(code, language, [1]));
    });
  }

  it("keeps the title Prism gives markup's entities, as the build's element does", () => {
    const code = '<p title="x">&amp; &lt;</p>';
    expect(fencedHtml(code, 'html')).toContain('title="&amp;"');
    expect(highlightCodeHtml(code, 'html')).toBe(fencedHtml(code, 'html'));
    expect(highlightCodeHtml(code, 'html', { numbered: true })).toBe(fencedHtml(code, 'html', [], true));
  });

  it('escapes a language it does not know as plain text', () => {
    expect(highlightCodeHtml('a < b && "c"', 'cobol')).toBe('a &lt; b &amp;&amp; &quot;c&quot;');
    expect(highlightCodeHtml('x\ny', undefined, { numbered: true })).toBe('<span class="code-line">x</span>\n<span class="code-line">y</span>');
  });
});

describe('MdxCodeBlock', () => {
  it('renders like a fenced block: the map\'s CodeBlock with the build\'s highlighted markup, title bar and copy button', () => {
    const code = "const a: number = 1;\nconsole.log('<a>');";
    const html = renderInApp(
      <MdxCodeBlock language="ts" title="a.ts">
        {code + '\n'}
      </MdxCodeBlock>,
    );
    expect(html).toContain('<div class="quire-code-title">a.ts</div>');
    expect(html).toContain(`<pre class="quire-code-pre language-ts" tabindex="0"><code>${fencedHtml(code, 'ts')}</code></pre>`);
    expect(html).toContain('Copy code');
  });

  it('takes the language from className and title, marked lines and line numbers from the metastring', () => {
    const code = 'let a = 1;\nlet b = 2;\nlet c = 3;';
    const html = renderInApp(
      <MdxCodeBlock className="language-js" metastring='title="b.js" {2} showLineNumbers'>
        {code}
      </MdxCodeBlock>,
    );
    expect(html).toContain('<div class="quire-code-title">b.js</div>');
    expect(html).toContain(`<pre class="quire-code-pre language-js" tabindex="0" data-numbered="true"><code>${fencedHtml(code, 'js', [1], true)}</code></pre>`);
    expect(html).toContain('<span class="code-line highlighted">');
  });

  it('takes out magic comments and marks their lines, beside the metastring\'s ranges', () => {
    const html = renderInApp(
      <MdxCodeBlock language="ts" metastring="{1}">
        {'let a = 1;\n// highlight-next-line\nlet b = 2;\nlet c = 3;'}
      </MdxCodeBlock>,
    );
    expect(html).toContain(`<code>${fencedHtml('let a = 1;\nlet b = 2;\nlet c = 3;', 'ts', [0, 1])}</code>`);
    expect(html).not.toContain('highlight-next-line');
  });

  it('lets showLineNumbers and title props override the metastring, and shows element children as they are', () => {
    const html = renderInApp(
      <MdxCodeBlock metastring='title="meta" showLineNumbers' title="prop" showLineNumbers={false}>
        x
      </MdxCodeBlock>,
    );
    expect(html).toContain('<div class="quire-code-title">prop</div>');
    expect(html).not.toContain('data-numbered');
    const elements = renderInApp(
      <MdxCodeBlock language="ts">
        <b>bold</b> code
      </MdxCodeBlock>,
    );
    expect(elements).toContain('<code><b>bold</b> code</code>');
  });
});
