/**
 * Markdown authoring: code blocks (Prism at build time, meta, magic
 * comments, nesting) and TypeScript/JavaScript tabs, built from the
 * "markdown" fixture by the real binary. Each page's rendered markdown is
 * pinned as an HTML file snapshot; every diagnostic is pinned with its
 * `file:line:column` as the CLI prints it.
 */
import { access } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootData, markdownHtml, readPage } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire, type QuireRun } from './support/run-quire.js';

const shown = (file: string): string => relative(REPO_ROOT, file);

let tmp: string;
beforeAll(async () => {
  tmp = await makeTempDir();
});
afterAll(() => removeTempDir(tmp));

describe('the markdown fixture: code blocks and TypeScript tabs', () => {
  const { siteDir, docsDir } = fixture('markdown');
  let outDir: string;
  let run: QuireRun;
  beforeAll(async () => {
    outDir = join(tmp, 'markdown');
    run = await runQuire(['build', siteDir, '--out', outDir]);
  });

  it('builds, warning once: for the unknown language, at its fence, with the fix', () => {
    expect(run.code).toBe(0);
    // This part's pages only: the fixture's other pages warn on purpose too.
    const warnings = run.output
      .split('\n')
      .filter((line) => line.startsWith('warning') && /\/(code-blocks|code-files|typescript-tabs)\.md:/.test(line));
    expect(warnings).toEqual([
      `warning  ${shown(join(docsDir, 'code-blocks.md'))}:77:1 Code block language "pyhton" is not highlighted; the block is shown as plain text. ` +
        'Did you mean "python"? Quire highlights ts, js, jsx, tsx, sh, json, diff, yaml, css, html, md and the Prism grammars listed in ' +
        '`prism.additionalLanguages` of quire.config.ts; add "pyhton" there if Prism knows it, or write `text` for plain text.',
    ]);
  });

  it('renders /code-blocks as pinned', async () => {
    await expect(markdownHtml(await readPage(outDir, '/code-blocks'))).toMatchFileSnapshot('__snapshots__/code-blocks.html');
  });

  it('renders /typescript-tabs as pinned', async () => {
    await expect(markdownHtml(await readPage(outDir, '/typescript-tabs'))).toMatchFileSnapshot('__snapshots__/typescript-tabs.html');
  });

  it('shows a block cut by `// file:` lines as one titled block per shown file in each tab, and never its noEmit file', async () => {
    const html = markdownHtml(await readPage(outDir, '/code-files'));
    const titles = [...html.matchAll(/class="quire-code-title">([^<]*)</g)].map((match) => match[1]);
    expect(titles).toEqual(['todos.ts', 'TodoList.tsx', 'todos.js', 'TodoList.jsx']);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).not.toContain('interface Todo');
    expect(text).toContain('export const todos: Todo[] = [');
    expect(text).toContain('export const todos = [');
    expect(text).toContain('export function TodoList({ heading }) {');
  });

  it('ships highlighting as HAST in the page data, and no highlighter to the browser', async () => {
    const html = await readPage(outDir, '/code-blocks');
    expect(html).toContain('<span class="keyword">def</span>');
    expect(JSON.stringify(bootData(html))).not.toMatch(/refractor|prism/i);
    expect(html).not.toMatch(/<script[^>]+prism/i);
  });

  it('gives a `ts` block holding JSX its JavaScript tab, stripped as TSX', async () => {
    const html = await readPage(outDir, '/typescript-tabs');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('export function Badge({ label }: { label: string }) {');
    expect(text).toContain('export function Badge({ label }) {');
  });

  it('sets the reader\'s code tab language before paint, in the head', async () => {
    const html = await readPage(outDir, '/typescript-tabs');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('localStorage.getItem("quire-code-language")==="js"');
    expect(head).toContain('setAttribute("data-code-language","js")');
  });
});

describe('a TypeScript block whose types cannot be erased', () => {
  it('builds with a warning at the offending line saying why, and shows that block as TypeScript only (as Docusaurus does)', async () => {
    const { siteDir, docsDir } = fixture('type-stripping');
    const outDir = join(tmp, 'type-stripping');
    const run = await runQuire(['build', siteDir, '--out', outDir]);
    expect(run.code).toBe(0);
    // The `enum` is on line 13, inside a list item indented by two spaces.
    expect(run.output).toContain(
      `warning  ${shown(join(docsDir, 'enum.md'))}:13:3 This TypeScript code block uses an \`enum\` (\`enum Direction {\`), which has no JavaScript equivalent without its types, so Quire shows it without a JavaScript tab. ` +
        'To get the JavaScript tab, rewrite it with erasable syntax (a const object instead of an `enum`, a plain field instead of a parameter property); ' +
        'or add `no-transpile` after the language (```ts no-transpile) to show TypeScript only without this warning.',
    );
    const html = markdownHtml(await readPage(outDir, '/enum'));
    // The fine block keeps its tabs; the enum block is one TypeScript block.
    expect(html.match(/class="[^"]*\bquire-code-tabs\b/g)).toHaveLength(1);
    expect(html).toContain('Direction');
  });
});

describe('an additional Prism language that does not exist', () => {
  it('fails the build naming the config entry and the closest language', async () => {
    const { siteDir } = fixture('unknown-prism-language');
    const outDir = join(tmp, 'unknown-prism-language');
    const run = await runQuire(['build', siteDir, '--out', outDir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error  prism.additionalLanguages[1] is "pyhton", which is not a Prism language. Did you mean "python"?');
    expect(run.stderr).toContain('Build failed with 1 error.');
    await expect(access(outDir)).rejects.toThrow();
  });
});
