/**
 * Scenario "build cache": a site built again and again as it changes. After
 * every change the cached build must write exactly the files, byte for
 * byte, that a build without the cache (`--no-cache`) writes, while the
 * cache line shows that work really was skipped, and only where nothing it
 * depends on changed.
 */
import { watch } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, readPage } from './support/built-site.js';
import { fixture } from './support/fixtures.js';
import { runQuire, type QuireRun } from './support/run-quire.js';

/**
 * Inside the repository (in an ignored node_modules folder), not the system
 * temp folder: the site's own theme package must resolve `@quire/theme`,
 * React and the engine from the workspace, as an installed site would.
 */
const ROOT = fileURLToPath(new URL(`../node_modules/.quire-cache-test-${process.pid}/`, import.meta.url));
const siteDir = join(ROOT, 'site');
const docsDir = join(ROOT, 'docs');
const themeDir = join(siteDir, 'node_modules', 'cache-test-theme');
const warmOut = join(ROOT, 'warm');
const coldOut = join(ROOT, 'cold');

interface CacheLine {
  docsReused: number;
  docs: number;
  pagesReused: number;
  pages: number;
  client: 'reused' | 'built';
  damaged: number;
}

/** Builds the site with the cache into `warm` and without it into `cold`, side by side. */
async function buildBoth(): Promise<{ warm: QuireRun; cold: QuireRun; cache: CacheLine }> {
  const [warm, cold] = await Promise.all([
    runQuire(['build', siteDir, '--out', warmOut]),
    runQuire(['build', siteDir, '--out', coldOut, '--no-cache']),
  ]);
  expect(warm.stderr).toBe('');
  expect(cold.stderr).toBe('');
  expect([warm.code, cold.code]).toEqual([0, 0]);
  expect(cold.stdout).not.toMatch(/^cache:/m);
  return { warm, cold, cache: cacheLine(warm.stdout) };
}

function cacheLine(stdout: string): CacheLine {
  const match = /^cache: (\d+) of (\d+) docs and (\d+) of (\d+) pages reused, client bundle (reused|built)(?:, (\d+) damaged entries ignored)?$/m.exec(stdout);
  if (!match) throw new Error(`No cache line in:\n${stdout}`);
  const [, docsReused, docs, pagesReused, pages, client, damaged] = match;
  return { docsReused: +docsReused!, docs: +docs!, pagesReused: +pagesReused!, pages: +pages!, client: client as CacheLine['client'], damaged: +(damaged ?? 0) };
}

/**
 * Resolves once `holds()` does, checking it now and again at each change
 * the file system reports in `dir`: for what the detached process a build
 * starts does after the build has exited (nothing signals its end). If it
 * never holds, the test fails by its timeout.
 */
function whenTrue(dir: string, holds: () => Promise<boolean>): Promise<void> {
  return new Promise((resolve, reject) => {
    let checking = false;
    let changedMeanwhile = false;
    const check = async () => {
      if (checking) return void (changedMeanwhile = true);
      checking = true;
      try {
        do {
          changedMeanwhile = false;
          if (await holds()) {
            watcher.close();
            return resolve();
          }
        } while (changedMeanwhile);
      } catch (error) {
        watcher.close();
        reject(error);
      }
      checking = false;
    };
    // Watching starts before the first check, so no change between the two goes unseen.
    const watcher = watch(dir, () => void check());
    watcher.on('error', (error) => {
      watcher.close();
      reject(error);
    });
    void check();
  });
}

/** Every file of the cached build is the very file the uncached build wrote, and there are no others. */
async function expectSameOutput(): Promise<void> {
  const files = await listFiles(coldOut);
  // The search index is compared too: its term buckets and fragments are what a warm build may link.
  expect(files.filter((file) => /^search-index\/(terms|fragments)\//.test(file)).length).toBeGreaterThan(1);
  expect(await listFiles(warmOut)).toEqual(files);
  const differing: string[] = [];
  for (const file of files) {
    const [a, b] = await Promise.all([readFile(join(warmOut, file)), readFile(join(coldOut, file))]);
    if (!a.equals(b)) differing.push(file);
  }
  expect(differing).toEqual([]);
}

/** Every folder under `dir`, as sorted paths relative to it. */
async function folders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')).sort();
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

const THEME_INDEX = (footer: string) => `import { createElement as h } from 'react';
import { components as defaults } from '@quire/theme';

function Footer() {
  return h('footer', { className: 'quire-footer' }, ${JSON.stringify(footer)});
}

export const components = { ...defaults, Footer };
`;

/** A time that `utimes` sets exactly, to put a file's time back after an edit (the search plan compares times to a fraction of a millisecond). */
const WHOLE_SECOND = new Date('2026-01-01T00:00:00Z');

beforeAll(async () => {
  const basic = fixture('basic');
  await cp(basic.siteDir, siteDir, { recursive: true });
  await cp(basic.docsDir, docsDir, { recursive: true });
  await utimes(join(docsDir, 'guide/configuration.mdx'), WHOLE_SECOND, WHOLE_SECOND);
  await edit(join(siteDir, 'quire.config.ts'), (text) => text.replace("sidebars: './sidebars.ts',", "sidebars: './sidebars.ts',\n  theme: 'cache-test-theme',"));
  await mkdir(themeDir, { recursive: true });
  await writeFile(
    join(themeDir, 'package.json'),
    JSON.stringify({ name: 'cache-test-theme', type: 'module', exports: { '.': './index.js', './styles.css': './styles.css' } }),
  );
  await writeFile(join(themeDir, 'index.js'), THEME_INDEX('Footer one'));
  await writeFile(join(themeDir, 'styles.css'), "@import '@quire/theme/styles.css';\n.quire-footer { color: #00ff01; }\n");
});
afterAll(() => rm(ROOT, { recursive: true, force: true }));

// One site changing step after step: the tests run in order and share it.
describe('quire build with the build cache', () => {
  it('fills the cache on a first build, then reuses every doc, page and the client bundle', async () => {
    const first = await buildBoth();
    expect(first.cache).toMatchObject({ docsReused: 0, pagesReused: 0, client: 'built' });
    await expectSameOutput();
    const second = await buildBoth();
    expect(second.cache).toMatchObject({ docsReused: second.cache.docs, pagesReused: second.cache.pages, client: 'reused', damaged: 0 });
    await expectSameOutput();
  });

  it('recompiles and re-renders only the edited doc', async () => {
    await edit(join(docsDir, 'guide/installation.md'), (text) => `${text}\nA paragraph added by the cache test.\n`);
    const { cache, warm, cold } = await buildBoth();
    expect(cache).toMatchObject({ docsReused: cache.docs - 1, pagesReused: cache.pages - 1, client: 'reused' });
    expect(await readPage(warmOut, '/guide/installation')).toContain('A paragraph added by the cache test.');
    // The search index is the last one updated in place for the one page, into the very files a whole build writes.
    expect(warm.stdout).toMatch(/^indexed \d+ pages for search \(1 page updated\)$/m);
    expect(cold.stdout).toMatch(/^indexed \d+ pages for search$/m);
    await expectSameOutput();
    // The summary's size: the uncached build measures every file, the cached one takes most sizes from its records.
    const sizes = await Promise.all((await listFiles(warmOut)).map(async (file) => (await stat(join(warmOut, file))).size));
    const bytes = sizes.reduce((a, b) => a + b, 0);
    const shown = (stdout: string) => /^Built .*, ([\d.]+ [KM]B) in /m.exec(stdout)?.[1];
    expect(shown(warm.stdout)).toBe(bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(2)} MB`);
    expect(shown(warm.stdout)).toBe(shown(cold.stdout));
    // The output each build replaces is moved into the cache's trash, which a process the build
    // does not wait for empties: gone soon after, never piling up.
    const trash = join(siteDir, 'node_modules/.cache/quire/trash');
    await whenTrue(trash, async () => (await readdir(trash)).length === 0);
    expect(await readdir(trash)).toEqual([]);
  });

  it("writes afresh route chunks and search files changed in the output folder, where it would link the last build's", async () => {
    const files = await listFiles(warmOut);
    const chunks = files.filter((file) => file.startsWith('assets/routes/'));
    const fragments = files.filter((file) => file.startsWith('search-index/fragments/'));
    expect(chunks.length).toBeGreaterThan(3);
    expect(fragments.length).toBeGreaterThan(2);
    // Replaced, or edited in place a minute later: none may be passed on to the next output.
    const later = new Date(Date.now() + 60_000);
    for (const [i, file] of [chunks[0]!, chunks[1]!, fragments[0]!, fragments[1]!].entries()) {
      if (i % 2 === 0) await rm(join(warmOut, file));
      await writeFile(join(warmOut, file), 'stale');
      if (i % 2 === 1) await utimes(join(warmOut, file), later, later);
    }
    const kept = await Promise.all([chunks[2]!, fragments[2]!].map(async (file) => (await stat(join(warmOut, file))).ino));
    await edit(join(docsDir, 'guide/installation.md'), (text) => `${text}\nAnother paragraph.\n`);
    const { cache } = await buildBoth();
    expect(cache).toMatchObject({ docsReused: cache.docs - 1, pagesReused: cache.pages - 1 });
    await expectSameOutput();
    // The files that were left alone are the last output's, linked, not copies: the same inode
    // (the old output is deleted soon after the swap, so a link count would race that).
    expect((await stat(join(warmOut, chunks[2]!))).ino).toBe(kept[0]);
    expect((await stat(join(warmOut, fragments[2]!))).ino).toBe(kept[1]);
  });

  it("keeps unchanged pages' HTML files as the last build left them, and writes the edited page's and one changed in the output folder", async () => {
    const page = (route: string) => join(warmOut, route, 'index.html');
    const [kept, edited] = await Promise.all([page('intro'), page('guide/installation')].map(async (file) => (await stat(file)).ino));
    // Replaced by someone in the output folder: it must not be passed on to the next output.
    await rm(page('guide/configuration'));
    await writeFile(page('guide/configuration'), '<p>stale</p>');
    await edit(join(docsDir, 'guide/installation.md'), (text) => `${text}\nA paragraph for the page links.\n`);
    const { cache } = await buildBoth();
    expect(cache).toMatchObject({ docsReused: cache.docs - 1, pagesReused: cache.pages - 1 });
    await expectSameOutput();
    // Linked, not written: the same inode. (The manifest has one name in every build, so no page names the changed chunk's.)
    expect((await stat(page('intro'))).ino).toBe(kept);
    expect((await stat(page('guide/installation'))).ino).not.toBe(edited);
  });

  it("starts the staging folder from an old output's folders, and leaves none of a removed page", async () => {
    const extra = join(docsDir, 'guide/extra.md');
    await writeFile(extra, '# Extra\n\nA page that goes again.\n');
    await buildBoth();
    expect(await folders(warmOut)).toContain('guide/extra');
    // The output this build replaced has its files deleted by a detached process, which then keeps its folders.
    const kept = join(siteDir, 'node_modules/.cache/quire/output-folders');
    await whenTrue(join(kept, '..'), async () => (await stat(kept).catch(() => undefined)) !== undefined);
    const keptGuide = (await stat(join(kept, 'guide'))).ino;
    await rm(extra);
    await buildBoth();
    await expectSameOutput();
    expect(await folders(warmOut)).toEqual(await folders(coldOut));
    expect(await folders(warmOut)).not.toContain('guide/extra');
    expect((await stat(join(warmOut, 'guide'))).ino).toBe(keptGuide);
  });

  it('indexes the new text of a page edited with its size and time put back', async () => {
    // Its size and modification time say unchanged: it must still be compiled again and its new text indexed, or the index is stale.
    const sneaky = join(docsDir, 'guide/configuration.mdx');
    const before = await stat(sneaky);
    await edit(sneaky, (text) => text.replace('Every option is optional.', 'Every choice is elective.'));
    await utimes(sneaky, WHOLE_SECOND, WHOLE_SECOND);
    expect(await stat(sneaky)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs });
    await edit(join(docsDir, 'reference/api.md'), (text) => `${text}\nAnother paragraph for the search index.\n`);
    const { cache } = await buildBoth();
    expect(cache.docsReused).toBe(cache.docs - 2);
    const fragments = (await listFiles(warmOut)).filter((file) => file.startsWith('search-index/fragments/'));
    const texts = await Promise.all(fragments.map((file) => readFile(join(warmOut, file))));
    expect(texts.map((bytes) => gunzipSync(bytes).toString('utf8')).some((text) => text.includes('elective'))).toBe(true);
    await expectSameOutput();
  });

  it('makes the JavaScript tab of a TypeScript block added to a doc', async () => {
    await edit(join(docsDir, 'guide/installation.md'), (text) => `${text}\n\`\`\`ts\nexport const retries: number = 3;\n\`\`\`\n`);
    const { cache } = await buildBoth();
    expect(cache).toMatchObject({ docsReused: cache.docs - 1, pagesReused: cache.pages - 1 });
    expect(await readPage(warmOut, '/guide/installation')).toMatch(/data-code-language="js"[\s\S]*retries/);
    await expectSameOutput();
  });

  it("shows a doc's new title in the sidebar of every page", async () => {
    await edit(join(docsDir, 'guide/installation.md'), (text) => text.replace('---\n', '---\ntitle: Setting things up\n'));
    const { cache } = await buildBoth();
    expect(cache.docsReused).toBe(cache.docs - 1);
    // Every page that shows the sidebar is rendered again; the home and search pages have none.
    expect(cache.pagesReused).toBeLessThanOrEqual(3);
    for (const route of ['/intro', '/guide', '/custom-place']) {
      expect(await readPage(warmOut, route)).toMatch(/<a[^>]*href="\/guide\/installation"[^>]*>Setting things up<\/a>/);
    }
    await expectSameOutput();
  });

  it('shows a changed sidebar label everywhere, without recompiling any doc', async () => {
    await edit(join(siteDir, 'sidebars.ts'), (text) => text.replace("label: 'Reference'", "label: 'Reference pages'"));
    const { cache } = await buildBoth();
    expect(cache).toMatchObject({ docsReused: cache.docs, client: 'reused' });
    expect(cache.pagesReused).toBeLessThanOrEqual(3);
    expect(await readPage(warmOut, '/intro')).toContain('Reference pages');
    await expectSameOutput();
  });

  it('puts a changed site title in every page and in the client bundle', async () => {
    await edit(join(siteDir, 'quire.config.ts'), (text) => text.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"));
    const { cache } = await buildBoth();
    expect(cache).toMatchObject({ docsReused: cache.docs, pagesReused: 0, client: 'built' });
    expect(await readPage(warmOut, '/intro')).toContain('<title>Introduction | Renamed Docs</title>');
    await expectSameOutput();
  });

  it("renders every page again when a theme component changes, and rebuilds the client on a stylesheet change", async () => {
    await writeFile(join(themeDir, 'index.js'), THEME_INDEX('Footer two'));
    const component = await buildBoth();
    expect(component.cache).toMatchObject({ docsReused: component.cache.docs, pagesReused: 0, client: 'built' });
    expect(await readPage(warmOut, '/intro')).toContain('Footer two');
    await expectSameOutput();

    await edit(join(themeDir, 'styles.css'), (text) => text.replace('#00ff01', '#00ff02'));
    const style = await buildBoth();
    expect(style.cache).toMatchObject({ docsReused: style.cache.docs, client: 'built' });
    await expectSameOutput();
    const css = (await listFiles(warmOut)).filter((file) => file.endsWith('.css'));
    expect(await Promise.all(css.map((file) => readFile(join(warmOut, file), 'utf8')))).toEqual([expect.stringContaining('#00ff02')]);
  });

  it('ignores damaged cache entries and still writes the right site', async () => {
    const cacheDir = join(siteDir, 'node_modules/.cache/quire/v1');
    // Not docText: a reused doc's damaged text makes the build start over without the cache's docs (the next test).
    for (const kind of ['docs', 'pages', 'client']) {
      for (const name of (await readdir(join(cacheDir, kind))).filter((n) => !n.startsWith('.'))) {
        const file = join(cacheDir, kind, name);
        const bytes = await readFile(file);
        // Flip a byte in the last payload, past every header.
        bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
        await writeFile(file, bytes);
      }
    }
    // Without the last output, no page's HTML can be linked from it: the pages' entries are read.
    await rm(warmOut, { recursive: true });
    const damaged = await buildBoth();
    expect(damaged.cache.damaged).toBeGreaterThanOrEqual(2);
    expect(damaged.cache.client).toBe('built');
    await expectSameOutput();

    // A segment cut short, as by a full disk: the records before the cut are still good.
    for (const name of (await readdir(join(cacheDir, 'pages'))).filter((n) => !n.startsWith('.'))) {
      const bytes = await readFile(join(cacheDir, 'pages', name));
      await writeFile(join(cacheDir, 'pages', name), bytes.subarray(0, Math.floor(bytes.length / 2)));
    }
    await rm(warmOut, { recursive: true });
    const cut = await buildBoth();
    expect(cut.cache.damaged).toBeGreaterThanOrEqual(1);
    expect(cut.cache.pagesReused).toBeGreaterThan(0);
    expect(cut.cache.pagesReused).toBeLessThan(cut.cache.pages);
    await expectSameOutput();
  });

  it("builds again without reusing docs when a reused doc's text turns out damaged, and still writes the right site", async () => {
    await buildBoth();
    const folder = join(siteDir, 'node_modules/.cache/quire/v1/docText');
    for (const name of (await readdir(folder)).filter((n) => n.endsWith('.seg'))) {
      const bytes = await readFile(join(folder, name));
      // A byte of the first record's payload: past the segment's first line and the record's header line.
      const payload = bytes.indexOf(10, bytes.indexOf(10) + 1) + 1;
      bytes[payload + 5] = bytes[payload + 5]! ^ 0xff;
      await writeFile(join(folder, name), bytes);
    }
    // Without the last output, every route chunk is written from its doc's body, which reads every doc's text.
    await rm(warmOut, { recursive: true });
    const damaged = await buildBoth();
    // The doc's entry was whole, so the build took it; its text was read only for its page, and the retry reused no doc.
    expect(damaged.warm.stdout).toMatch(/lost the text of a reused doc/);
    expect(damaged.cache).toMatchObject({ docsReused: 0, docs: damaged.cache.docs });
    await expectSameOutput();
    // The retry stored the docs again: the next build reuses them all.
    const next = await buildBoth();
    expect(next.cache.docsReused).toBe(next.cache.docs);
  });

  it('fails the build on a cached doc whose link target was deleted', async () => {
    // The intro links to /guide/installation by route: its compiled form stays valid and is reused.
    await rm(join(docsDir, 'guide/installation.md'));
    await edit(join(siteDir, 'sidebars.ts'), (text) => text.replace("'guide/installation', ", ''));
    const run = await runQuire(['build', siteDir, '--out', warmOut]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/docs\/intro\.md:\d+:\d+ .*\/guide\/installation/);
    expect(run.stderr).toMatch(/Build failed with \d+ errors?\./);
  });
});
