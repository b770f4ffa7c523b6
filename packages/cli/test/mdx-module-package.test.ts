/**
 * An MDX site inside a package whose package.json says `"type": "module"`
 * (the site's own, or a repository's above it, as the bench's corpora sit
 * in this one): the page modules the server renders are CommonJS, so they
 * must not be `.js` files that Node would read as ES modules there.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readPage } from './support/built-site.js';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';

let root: string | undefined;
afterEach(() => removeTempDir(root));

it('builds and server-renders an MDX doc under a package.json with "type": "module"', async () => {
  root = await makeTempDir('quire-mdx-esm-');
  await symlink(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'esm-site', private: true, type: 'module' }));
  await mkdir(join(root, 'site'));
  await mkdir(join(root, 'docs'));
  await writeFile(join(root, 'site/quire.config.ts'), "export default { title: 'ESM', url: 'https://example.org', docsDir: '../docs' };\n");
  await writeFile(
    join(root, 'docs/tabs.mdx'),
    "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Tabs\n\n<Tabs>\n  <TabItem value=\"a\" label=\"Apple\" default>\n\n  Red fruit.\n\n  </TabItem>\n  <TabItem value=\"b\" label=\"Banana\">\n\n  Yellow fruit.\n\n  </TabItem>\n</Tabs>\n",
  );
  const outDir = join(root, 'out');
  const run = await runQuire(['build', join(root, 'site'), '--out', outDir]);
  expect(run.stdout + run.stderr).not.toMatch(/not defined in ES module scope/);
  expect(run.code).toBe(0);
  const html = await readPage(outDir, '/tabs');
  expect(html).toMatch(/role="tab"[^>]*>Apple</);
  expect(html).toContain('Red fruit.');
});
