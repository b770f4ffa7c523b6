/**
 * MDX docs built by the real binary: a Docusaurus remark plugin that emits
 * MDX nodes (npm2yarn, which is async too) in an `.mdx` doc and in a `.md`
 * doc it makes MDX, and each way an MDX page can be wrong: a syntax error
 * (an unclosed tag, a bad expression), an import that cannot be resolved,
 * a Docusaurus module Quire does not provide, and a component that throws
 * while rendering. Each error exits 1 naming the file, line and column.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPage } from './support/built-site.js';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';

let root: string | undefined;
afterEach(() => removeTempDir(root));

/** A site in a temporary folder whose docs are `docs`; the repository's packages resolve from it. */
async function site(docs: Record<string, string>, config = ''): Promise<{ siteDir: string; outDir: string; docPath(name: string): string }> {
  root = await makeTempDir('quire-mdx-');
  await symlink(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  await mkdir(join(root, 'site'));
  await writeFile(join(root, 'site/quire.config.ts'), `${config}\nexport default { title: 'MDX', url: 'https://example.org', docsDir: '../docs', ${config ? 'markdown: { remarkPlugins: [[npm2yarn, { sync: false }]] },' : ''} };\n`);
  for (const [name, text] of Object.entries(docs)) {
    await mkdir(join(root, 'docs', name, '..'), { recursive: true });
    await writeFile(join(root, 'docs', name), text);
  }
  return { siteDir: join(root, 'site'), outDir: join(root, 'out'), docPath: (name) => relative(REPO_ROOT, join(root!, 'docs', name)) };
}

const errorLines = (stdout: string, stderr: string) => (stdout + stderr).split('\n').filter((line) => line.startsWith('error'));

describe('Docusaurus remark plugins that emit MDX', () => {
  it('renders npm2yarn tabs in an .mdx doc and in a .md doc the plugin makes MDX', async () => {
    const fence = '```bash npm2yarn\nnpm install @reduxjs/toolkit\n```\n';
    const { siteDir, outDir } = await site(
      { 'intro.md': `# Intro\n\n${fence}`, 'setup.mdx': `# Setup\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n${fence}` },
      "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';",
    );
    const run = await runQuire(['build', siteDir, '--out', outDir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const page of ['/intro', '/setup']) {
      const html = await readPage(outDir, page);
      expect(html.match(/role="tab"[^>]*>(npm|Yarn|pnpm|Bun)</g)?.map((tab) => tab.replace(/.*>|<$/g, ''))).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      expect(html).toMatch(/<code><span class="function">yarn<\/span> <span class="function">add<\/span> @reduxjs\/toolkit<\/code>/);
    }
  });
});

describe('custom pages and the link checker', () => {
  it('checks the site links a component page writes in JSX, and links into an MDX doc', async () => {
    const { siteDir, outDir, docPath } = await site({ 'intro.md': '# Intro\n\nSee [the errors page](/errors#anything).\n', 'guide.mdx': "# Guide\n\nimport Link from '@docusaurus/Link';\n\n<Link to=\"/intor\">Intro</Link>\n" });
    await mkdir(join(siteDir, 'src/pages'), { recursive: true });
    await writeFile(join(siteDir, 'src/pages/errors.tsx'), "import Link from '@docusaurus/Link';\n\nexport default function Errors() {\n  return <Link to=\"/guide\">Guide</Link>;\n}\n\nexport const More = () => <a href='/missing'>x</a>;\n");
    const run = await runQuire(['build', siteDir, '--out', outDir]);
    expect(run.code).toBe(1);
    const errors = errorLines(run.stdout, run.stderr);
    expect(errors).toEqual([
      expect.stringContaining(`${docPath('guide.mdx')}:5:7 Links to /intor, which is no page.`),
      expect.stringContaining(`${relative(REPO_ROOT, join(siteDir, 'src/pages/errors.tsx'))}:7:30 Links to /missing, which is no page.`),
    ]);
    // A component page's headings are unknown at build time: a link into it is checked for the page only.
    expect(run.stdout + run.stderr).not.toContain('/errors#anything');
  });
});

describe('an MDX doc that is wrong', () => {
  const cases: Array<{ name: string; source: string; place: string; message: RegExp }> = [
    { name: 'an unclosed tag', source: '# Page\n\n<Tabs>\n\nText\n', place: ':3:1', message: /closing tag for `<Tabs>`/ },
    { name: 'a bad expression', source: '# Page\n\nIt is {1 +} now.\n', place: ':3:', message: /Could not parse expression/ },
    { name: 'an import that cannot be resolved', source: "# Page\n\nimport Missing from './missing-component';\n\n<Missing />\n", place: ':3:', message: /Could not resolve "\.\/missing-component"/ },
    { name: 'an @site import that cannot be resolved', source: "# Page\n\nimport Card from '@site/src/components/Card';\n\n<Card />\n", place: ':3:', message: /Could not resolve "@site\/src\/components\/Card"/ },
    { name: 'a Docusaurus module Quire does not provide', source: "# Page\n\nimport DocCard from '@theme/DocCard';\n\n<DocCard />\n", place: ':3:', message: /`@theme\/DocCard` is not a module Quire provides/ },
    {
      name: 'a component that throws while rendering',
      source: "# Page\n\nexport function Boom() {\n  throw new Error('kaboom');\n}\n\nBefore.\n\n<Boom />\n",
      place: ':9:1',
      message: /Rendering the page failed in <Boom>: kaboom/,
    },
  ];
  for (const { name, source, place, message } of cases) {
    it(`fails the build for ${name}, at its file, line and column`, async () => {
      const { siteDir, outDir, docPath } = await site({ 'page.mdx': source, 'intro.md': '# Intro\n' });
      const run = await runQuire(['build', siteDir, '--out', outDir]);
      expect(run.code).toBe(1);
      const errors = errorLines(run.stdout, run.stderr);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(docPath('page.mdx') + place);
      expect(errors[0]).toMatch(message);
      // A diagnostic, not a crash: no stack trace.
      expect(run.stdout + run.stderr).not.toMatch(/^\s+at /m);
    });
  }
});
