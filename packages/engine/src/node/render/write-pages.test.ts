import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteData } from '../bundle/site-data.js';
import { testContext } from '../test-support/test-context.js';
import type { Renderer } from './load-renderer.js';
import type { PageJob, PageSetup } from './page-html.js';
import { writePages } from './write-pages.js';

const setup: PageSetup = {
  site: siteData(testContext().config),
  defaultColorMode: 'light',
  clientScript: 'assets/client.js',
  clientDeps: [],
  stylesheets: [],
  manifestFile: 'route-manifest.json',
  baseUrlIssueBanner: false,
};

const renderer: Renderer = { components: {}, renderPage: ({ path }) => `<p>${path}</p>` };

const job = (path: string, sidebar?: number): PageJob => ({
  path,
  pageJson: JSON.stringify({ kind: 'doc', docId: path.slice(1), title: path, hideTitle: false, hideTableOfContents: false, hasTitleHeading: false, body: [], toc: [], breadcrumbs: [] }),
  client: { chunk: `assets/routes${path}-X.js`, deps: [] },
  ...(sidebar !== undefined && { sidebar }),
});

// Nested and sibling folders, made by both pages and chunks.
const jobs = () => [job('/a/b/c', 0), job('/a/b/d', 0), job('/a/e'), job('/x')];
const sidebars = [JSON.stringify([{ type: 'link', label: 'C', href: '/a/b/c' }])];

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-write-pages-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every file below `dir` with its text, by relative path. */
async function tree(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const entries = await Promise.all(files.map(async (f) => [join(f.parentPath, f.name).slice(dir.length + 1), await readFile(join(f.parentPath, f.name), 'utf8')] as const));
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

describe('writePages', () => {
  it('writes the same files with blocking writes as through promises', async () => {
    const [viaPromises, blocking] = [await tempDir(), await tempDir()];
    expect(await writePages(setup, renderer, jobs(), sidebars, viaPromises)).toBe(4);
    expect(await writePages(setup, renderer, jobs(), sidebars, blocking, { syncWrites: true })).toBe(4);
    const written = await tree(blocking);
    expect(Object.keys(written)).toEqual([
      'a/b/c/index.html',
      'a/b/d/index.html',
      'a/e/index.html',
      'assets/routes/a/b/c-X.js',
      'assets/routes/a/b/d-X.js',
      'assets/routes/a/e-X.js',
      'assets/routes/x-X.js',
      'x/index.html',
    ]);
    expect(written['a/b/c/index.html']).toContain('<p>/a/b/c</p>');
    expect(written).toEqual(await tree(viaPromises));
  });

  it('uses folders another writer made, and rejects with the first error, either way', async () => {
    for (const syncWrites of [false, true]) {
      const out = await tempDir();
      await mkdir(join(out, 'a'));
      // A file where the folder of `/x`'s page must go.
      await writeFile(join(out, 'x'), '');
      await expect(writePages(setup, renderer, jobs(), sidebars, out, { syncWrites })).rejects.toMatchObject({ code: 'ENOTDIR' });
      expect(await readFile(join(out, 'a/e/index.html'), 'utf8')).toContain('<p>/a/e</p>');
    }
  });
});
