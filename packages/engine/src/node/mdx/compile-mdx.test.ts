import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { syncResult } from '../test-support/sync-result.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../content/doc.js';
import { docLocation } from '../content/doc-route.js';
import { parseFrontMatter } from '../content/parse-front-matter.js';
import { compileMdx } from './compile-mdx.js';
import { createMdxProcessor } from './create-mdx-processor.js';

const processor = createMdxProcessor({ tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 });

function doc(dir: string, relativePath: string, source: string): Doc {
  const filePath = join(dir, relativePath);
  const frontMatter = parseFrontMatter(source, filePath);
  return { filePath, relativePath, ...docLocation(relativePath, frontMatter), frontMatter, source };
}

function compile(source: string, files: Record<string, string> = {}, relativePath = 'guide/page.mdx') {
  const dir = mkdtempSync(join(tmpdir(), 'quire-mdx-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const subject = doc(dir, relativePath, source);
  const other = doc(dir, 'api/other.md', '# Other');
  const docsByFile = new Map([subject, other].map((d) => [d.filePath, d]));
  return syncResult(compileMdx(processor, subject, { docsByFile, tocMinHeadingLevel: 2, tocMaxHeadingLevel: 3 }));
}

/** The compact trees of a module's `JSON.parse("…")` islands (see `rehypeMdxMarkdownIslands`). */
function islands(code: string): unknown[] {
  return [...code.matchAll(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map((match) => JSON.parse(JSON.parse(match[1]!) as string) as unknown);
}

describe('compileMdx', () => {
  it('compiles imports, JSX and expressions to a module, and reads title, TOC and links off the tree', () => {
    const out = compile(
      [
        '---',
        'description: Hi',
        '---',
        "import Tabs from '@theme/Tabs';",
        'export const answer = 42;',
        '',
        '# Page title',
        '',
        '## Section {#custom}',
        '',
        '<Tabs groupId="x">',
        '',
        '### Inside *a* component',
        '',
        'See [other](../api/other.md#part).',
        '',
        '</Tabs>',
        '',
        'The answer is {answer}.',
        '',
        ':::tip Careful',
        'Body',
        ':::',
        '',
        '```ts title="a.ts"',
        'const a: number = 1;',
        '```',
      ].join('\n'),
    );
    expect(out.warnings).toEqual([]);
    expect(out.title).toBe('Page title');
    expect(out.hasTitleHeading).toBe(true);
    expect(out.toc.map((t) => [t.id, t.depth])).toEqual([['custom', 2], ['inside-a-component', 3]]);
    expect(out.links.map((l) => l.url)).toEqual(['/api/other#part']);
    expect(out.body.children).toEqual([]);
    const code = out.mdx!;
    // The host's modules are read in place of imports: the module imports nothing, and needs no bundling.
    expect(code).toContain('const {"default": Tabs} = globalThis.__quireHost.modules["@theme/Tabs"];');
    expect(code).toContain('globalThis.__quireHost.modules["react/jsx-runtime"]');
    expect(code).not.toMatch(/^import /m);
    expect(out.mdxStandalone).toBe(true);
    expect(code).toContain('_jsx(Tabs, {');
    expect(code).toContain('answer');
    // The prose, inside the component too, ships as markdown docs ship theirs.
    const prose = JSON.stringify(islands(code));
    expect(prose).toContain('"quire-admonition"');
    expect(prose).toContain('"quire-code-tabs"');
    // Highlighted at build time, shipped as markup, as for markdown docs.
    expect(prose).toContain('<span class=\\"keyword\\">const</span>');
    expect(prose).toContain('["a",{"href":"/api/other#part"},"other"]');
    expect(code).toContain('export const toc = [{"id":"custom"');
    expect(code).toContain('export const frontMatter = {"description":"Hi"}');
  });

  it('draws each run of prose between components with the host Markdown, as one compact tree', () => {
    const out = compile("import Tabs from '@theme/Tabs';\n\n# T\n\nFirst *one*.\n\nSecond.\n\n<Tabs />\n\nThird {1 + 1}.\n\nFourth.\n");
    const code = out.mdx!;
    expect(code).toContain('const {"Markdown": _QuireMarkdown} = globalThis.__quireHost.modules["quire:markdown"];');
    expect(islands(code)).toEqual([
      ['\n', ['h1', { id: 't' }, 'T'], '\n', ['p', 0, 'First ', ['em', 0, 'one'], '.'], '\n', ['p', 0, 'Second.'], '\n'],
      ['\n', ['p', 0, 'Fourth.']],
    ]);
    // A paragraph holding an expression stays code.
    expect(code).toContain('"Third "');
  });

  it('leaves a doc that imports its own components to the bundler', () => {
    const out = compile("import Tabs from '@theme/Tabs';\nimport Card from './card.jsx';\n\n<Card />\n", { 'guide/card.jsx': 'export default () => null;' });
    expect(out.mdx).toContain("from './card.jsx'");
    expect(out.mdxStandalone).toBeUndefined();
    const dynamic = compile("export const load = () => import('./card.jsx');\n\nText.\n");
    expect(dynamic.mdxStandalone).toBeUndefined();
    // A name the host's module lacks stays an import, for the bundler to report at its line.
    const unknown = compile("import { useLocation, Nope } from '@docusaurus/router';\n\nText.\n");
    expect(unknown.mdx).toContain("from '@docusaurus/router'");
    expect(unknown.mdxStandalone).toBeUndefined();
    const namespace = compile("import * as Router from '@docusaurus/router';\nimport Link, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';\n\n{typeof Router.useLocation} {typeof useBaseUrlUtils} {typeof Link}\n");
    expect(namespace.mdx).toContain('const Router = globalThis.__quireHost.modules["@docusaurus/router"];');
    expect(namespace.mdx).toContain('const {"default": Link, "useBaseUrlUtils": useBaseUrlUtils} = globalThis.__quireHost.modules["@docusaurus/useBaseUrl"];');
    expect(namespace.mdxStandalone).toBe(true);
  });

  it('puts a partial in place of its element, with its headings in the TOC and its links rebased', () => {
    const out = compile("import Shared from '../partials/_shared.mdx';\n\n## Before\n\n<Shared />\n\n## After\n", {
      'partials/_shared.mdx': '## From the partial\n\nSee [other](../api/other.md).\n',
    });
    expect(out.warnings).toEqual([]);
    expect(out.toc.map((t) => t.text)).toEqual(['Before', 'From the partial', 'After']);
    expect(out.links.map((l) => l.url)).toEqual(['/api/other']);
    expect(out.mdx).not.toContain('_shared.mdx');
    // The build cache does not keep such a doc: its key does not cover the partial's text.
    expect(out.partials).toEqual([expect.stringMatching(/partials\/_shared\.mdx$/)]);
  });

  it('keeps a partial given props as an imported component', () => {
    const out = compile("import Shared from './_shared.mdx';\n\n<Shared name=\"x\" />\n", { 'guide/_shared.mdx': 'Hello {props.name}' });
    expect(out.mdx).toContain("./_shared.mdx");
  });

  it('reports an unclosed tag as an error at its line and column, with the fix', () => {
    const out = compile('# Title\n\n<Tabs>\n\ntext\n');
    expect(out.warnings).toHaveLength(1);
    const [error] = out.warnings;
    expect(error).toMatchObject({ severity: 'error', code: 'mdx-syntax', line: expect.any(Number), column: expect.any(Number) });
    expect(error!.message).toMatch(/Tabs/);
    expect(error!.hint).toMatch(/format: md/);
  });

  it('reports a bad expression with its place', () => {
    const out = compile('# Title\n\nValue: {1 +}\n');
    expect(out.warnings[0]).toMatchObject({ severity: 'error', line: 3 });
  });

  it('collects the internal links JSX elements hold as strings, at their places', () => {
    const out = compile("import Link from '@docusaurus/Link';\n\n# T\n\n<Link to=\"/api/other#part\">x</Link> and <a href=\"https://example.org\">y</a>\n\n<Card href=\"../api/other.md\" />\n");
    expect(out.links.map((l) => [l.url, l.line, l.column])).toEqual([
      ['/api/other#part', 5, 7],
      ['/api/other', 7, 7],
    ]);
  });

  it('renders a JSX <details> with the theme Details component', () => {
    const out = compile('<details>\n<summary>More</summary>\n\nHidden\n\n</details>\n');
    expect(out.mdx).toMatch(/\{Details\} = props\.components/);
    expect(out.mdx).toContain('_jsxs(Details');
  });
});
