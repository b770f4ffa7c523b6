import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { collectDocs } from './collect-docs.js';
import { openDocSourceBook, RACY_MS, sourceDigest } from './doc-source-book.js';

const folders: string[] = [];

/** A site folder with a cache folder and a docs folder holding `files` (relative path → content). */
async function site(files: Record<string, string>): Promise<{ cacheDir: string; docsDir: string }> {
  const root = await mkdtemp(join(tmpdir(), 'quire-book-'));
  folders.push(root);
  const docsDir = join(root, 'docs');
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(docsDir, path)), { recursive: true });
    await writeFile(join(docsDir, path), content);
  }
  const cacheDir = join(root, 'cache');
  await mkdir(cacheDir);
  return { cacheDir, docsDir };
}

/** A clock far enough ahead that files written just now are not "racily" recent. */
const later = () => Date.now() + 10 * RACY_MS;

/** Collects the docs with the book of `cacheDir`, then saves it, as a build does. */
async function buildOnce(cacheDir: string, docsDir: string, toolchain = 't1', now = later) {
  const book = openDocSourceBook(cacheDir, toolchain, docsDir, now);
  const docs = await collectDocs(docsDir, { book });
  await book.save();
  return docs;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

describe('DocSourceBook with collectDocs', () => {
  it('takes an unchanged file from the record without reading it, and reads its text only when asked', async () => {
    const { cacheDir, docsDir } = await site({ 'a.md': '---\ntitle: Real\n---\n# A' });
    const file = join(docsDir, 'a.md');
    // A record that disagrees with the file in all but its status: what the doc gets shows where it came from.
    const planted = openDocSourceBook(cacheDir, 't1', docsDir, later);
    planted.note('a.md', statSync(file), sourceDigest('something else'), { title: 'From the book' });
    await planted.save();

    const [doc] = await collectDocs(docsDir, { book: openDocSourceBook(cacheDir, 't1', docsDir, later) });
    expect(doc!.frontMatter).toEqual({ title: 'From the book' });
    expect(doc!.sourceDigest).toBe(sourceDigest('something else'));
    // The text read later is not the one recorded: the build stops rather than mix the two.
    let error: unknown;
    try {
      void doc!.source;
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).diagnostics[0]).toMatchObject({ file: file, message: 'a.md changed while the build was running.' });
  });

  it('gives the same docs as reading every file, with the text read on demand', async () => {
    const files = { 'a.md': '---\ntitle: A\nsidebar_position: 2\n---\n# A\n', 'guides/b.md': '# B\n\nÜnïcödé text.\n', 'c.md': '---\nslug: /see\n---\n' };
    const { cacheDir, docsDir } = await site(files);
    const first = await buildOnce(cacheDir, docsDir);
    const second = await collectDocs(docsDir, { book: openDocSourceBook(cacheDir, 't1', docsDir, later) });
    const plain = await collectDocs(docsDir);
    const shape = (docs: typeof plain) => docs.map(({ filePath, relativePath, id, route, frontMatter, source }) => ({ filePath, relativePath, id, route, frontMatter, source }));
    expect(shape(second)).toEqual(shape(plain));
    expect(shape(first)).toEqual(shape(plain));
    expect(second.map((d) => d.sourceDigest)).toEqual(plain.map((d) => d.sourceDigest));
    expect(plain[0]!.sourceDigest).toBe(sourceDigest(Buffer.from(files['a.md'])));
  });

  it('reads a file again once it changed, and forgets a file that is gone', async () => {
    const { cacheDir, docsDir } = await site({ 'a.md': '---\ntitle: One\n---\n', 'b.md': '# B' });
    await buildOnce(cacheDir, docsDir);
    await writeFile(join(docsDir, 'a.md'), '---\ntitle: Two\n---\n');
    await rm(join(docsDir, 'b.md'));
    const docs = await buildOnce(cacheDir, docsDir);
    expect(docs.map((d) => d.frontMatter)).toEqual([{ title: 'Two' }]);
    const saved = JSON.parse(await readFile(join(cacheDir, 'doc-sources.json'), 'utf8')) as { records: Record<string, unknown> };
    expect(Object.keys(saved.records)).toEqual(['a.md']);
  });

  it('does not record a file that changed within RACY_MS of the build, whose status a same-size rewrite could keep', async () => {
    const { cacheDir, docsDir } = await site({ 'a.md': '# A' });
    // The build's clock reads just under RACY_MS after the file's last change, however long the test took to get here.
    const { mtimeMs, ctimeMs } = statSync(join(docsDir, 'a.md'));
    await buildOnce(cacheDir, docsDir, 't1', () => Math.max(mtimeMs, ctimeMs) + RACY_MS - 1);
    const saved = JSON.parse(await readFile(join(cacheDir, 'doc-sources.json'), 'utf8')) as { records: Record<string, unknown> };
    expect(saved.records).toEqual({});
  });

  it('ignores a book written by another toolchain, for another docs folder, or damaged', async () => {
    const { cacheDir, docsDir } = await site({ 'a.md': '---\ntitle: Real\n---\n' });
    const plant = async (toolchain: string, root: string) => {
      const book = openDocSourceBook(cacheDir, toolchain, root, later);
      book.note('a.md', statSync(join(docsDir, 'a.md')), 'digest', { title: 'Planted' });
      await book.save();
    };
    const title = async () => (await collectDocs(docsDir, { book: openDocSourceBook(cacheDir, 't1', docsDir, later) }))[0]!.frontMatter.title;
    await plant('t0', docsDir);
    expect(await title()).toBe('Real');
    await plant('t1', join(docsDir, 'elsewhere'));
    expect(await title()).toBe('Real');
    await writeFile(join(cacheDir, 'doc-sources.json'), '{"format":1,"toolchain":"t1",');
    expect(await title()).toBe('Real');
    await plant('t1', docsDir);
    expect(await title()).toBe('Planted');
  });

  it('does not record front matter JSON would not give back (.inf)', async () => {
    const { cacheDir, docsDir } = await site({ 'a.md': '---\nweight: .inf\n---\n', 'b.md': '---\nweight: 3\n---\n' });
    await buildOnce(cacheDir, docsDir);
    const saved = JSON.parse(await readFile(join(cacheDir, 'doc-sources.json'), 'utf8')) as { records: Record<string, unknown> };
    expect(Object.keys(saved.records)).toEqual(['b.md']);
    const docs = await collectDocs(docsDir, { book: openDocSourceBook(cacheDir, 't1', docsDir, later) });
    expect(docs[0]!.frontMatter.weight).toBe(Infinity);
  });

  it('reads a recorded file again when it is now over the size limit, which then fails as it should', async () => {
    const { cacheDir, docsDir } = await site({ 'a.md': `# A\n${'x'.repeat(2000)}\n` });
    await buildOnce(cacheDir, docsDir);
    const error = await collectDocs(docsDir, { book: openDocSourceBook(cacheDir, 't1', docsDir, later), maxDocBytes: 1024 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).diagnostics[0]!.message).toMatch(/more than the 1 KB a doc may be/);
  });
});
