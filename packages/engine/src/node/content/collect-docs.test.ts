import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { collectDocs } from './collect-docs.js';
import { plainDoc } from './doc.js';

const folders: string[] = [];

/** A fresh docs folder holding `files` (relative path → content). */
async function docsFolder(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quire-docs-'));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

async function collectError(docsDir: string): Promise<QuireError> {
  const error: unknown = await collectDocs(docsDir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(QuireError);
  return error as QuireError;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

describe('collectDocs', () => {
  it('reads every doc with id, route and front matter, sorted by path', async () => {
    const root = await docsFolder({
      'usage/usage-guide.md': '---\ntitle: Usage Guide\n---\n# Usage',
      'api/createSlice.mdx': '# createSlice',
      'api/rtk-query/createApi.md': '---\nid: create-api\n---\n',
      'introduction/getting-started.md': '---\nslug: /start\n---\n',
      'introduction/index.md': 'Intro',
    });
    const docs = await collectDocs(root);
    expect(docs.map((d) => [d.relativePath, d.id, d.route])).toEqual([
      ['api/createSlice.mdx', 'api/createSlice', '/api/createSlice'],
      ['api/rtk-query/createApi.md', 'api/rtk-query/create-api', '/api/rtk-query/create-api'],
      ['introduction/getting-started.md', 'introduction/getting-started', '/start'],
      ['introduction/index.md', 'introduction/index', '/introduction'],
      ['usage/usage-guide.md', 'usage/usage-guide', '/usage/usage-guide'],
    ]);
    const guide = docs[4]!;
    expect(guide.filePath).toBe(join(root, 'usage/usage-guide.md'));
    expect(guide.frontMatter).toEqual({ title: 'Usage Guide' });
    expect(guide.source).toBe('---\ntitle: Usage Guide\n---\n# Usage');
  });

  it('resolves relative slugs against the folder', async () => {
    const root = await docsFolder({ 'api/a.md': '---\nslug: other\n---\n', 'api/b.md': '---\nslug: ../top/\n---\n' });
    expect((await collectDocs(root)).map((d) => d.route)).toEqual(['/api/other', '/top']);
  });

  it('skips _ and . names, node_modules and non-markdown files', async () => {
    const root = await docsFolder({
      'a.md': '',
      '_partial.md': '',
      '_drafts/b.md': '',
      '.hidden/c.md': '',
      'node_modules/pkg/readme.md': '',
      'img/logo.png': '',
      'notes.txt': '',
      'sub/d.MD': '',
    });
    expect((await collectDocs(root)).map((d) => d.relativePath)).toEqual(['a.md', 'sub/d.MD']);
  });

  it('follows symbolic links, and skips a dangling one', async () => {
    const root = await docsFolder({ 'real/a.md': '' });
    await symlink(join(root, 'real'), join(root, 'linked'));
    await symlink(join(root, 'gone.md'), join(root, 'dangling.md'));
    expect((await collectDocs(root)).map((d) => d.relativePath)).toEqual(['linked/a.md', 'real/a.md']);
  });

  it('fails on a symbolic link back to a folder that holds it, and on one to itself', async () => {
    const root = await docsFolder({ 'real/a.md': '' });
    await symlink(root, join(root, 'real', 'loop'));
    await symlink('self.md', join(root, 'self.md'));
    const error = await collectError(root);
    expect(error.diagnostics.map((d) => [d.file, d.message])).toEqual([
      [join(root, 'real/loop'), 'real/loop is a symbolic link back to the docs folder itself, which holds it: following it would never end.'],
      [join(root, 'self.md'), 'Cannot read self.md in the docs folder: a loop of symbolic links (ELOOP).'],
    ]);
    expect(error.diagnostics[0]!.hint).toContain('rename it to start with `_`');
  });

  it('leaves out drafts', async () => {
    const root = await docsFolder({ 'a.md': '---\ndraft: true\n---\n', 'b.md': '---\ndraft: false\n---\n' });
    expect((await collectDocs(root)).map((d) => d.id)).toEqual(['b']);
  });

  it('reports invalid front matter with file and line, for every bad file', async () => {
    const root = await docsFolder({
      'a.md': '---\ntitle: [oops\n---\n',
      'b.md': 'fine',
      'c.md': '---\ntitle: C\nhide_title: 1\n---\n',
    });
    const error = await collectError(root);
    expect(error.diagnostics.map((d) => [d.file, d.line])).toEqual([
      [join(root, 'a.md'), 2],
      [join(root, 'c.md'), 3],
    ]);
    expect(error.diagnostics[1]!.message).toBe('Front matter `hide_title` must be true or false, but is the number 1.');
    expect(error.message).toContain(`${join(root, 'c.md')}:3:1 Front matter`);
  });

  it('reports duplicate ids naming both files', async () => {
    const root = await docsFolder({
      'api/createSlice.md': '',
      'api/slice.md': '---\nid: createSlice\n---\n',
      'api/createSlice/index.md': '',
    });
    const error = await collectError(root);
    expect(error.diagnostics).toEqual([
      {
        severity: 'error',
        message: 'Doc id "api/createSlice" is used by 2 files: api/createSlice.md, api/slice.md.',
        // The file whose front matter sets the id, at that line.
        file: join(root, 'api/slice.md'),
        line: 2,
        column: 1,
        hint: 'Doc ids must be unique: rename one of the files, or give it another `id` in its front matter.',
      },
    ]);
  });

  it('does not count a draft as a duplicate', async () => {
    const root = await docsFolder({ 'a.md': '', 'b.md': '---\nid: a\ndraft: true\n---\n' });
    expect((await collectDocs(root)).map((d) => d.relativePath)).toEqual(['a.md']);
  });

  it('fails on a missing docs folder, naming it and the fix', async () => {
    const root = await docsFolder({});
    const missing = join(root, 'nope');
    const error = await collectError(missing);
    expect(error.diagnostics).toEqual([
      {
        severity: 'error',
        message: `The docs folder ${missing} does not exist.`,
        hint: 'Create it and put your markdown pages in it, or point `docsDir` in quire.config.ts at the folder that holds them.',
      },
    ]);
  });

  it('returns no docs for an empty folder', async () => {
    expect(await collectDocs(await docsFolder({}))).toEqual([]);
  });

  it("keeps no text of a big site's docs: each read of `source` reads the file again, and fails if it changed", async () => {
    const root = await docsFolder({ 'a.md': '---\ntitle: A\n---\n# A\n', 'b.md': '# B\n' });
    const docs = await collectDocs(root, { textOnDiskFrom: 2 });
    expect(docs.map((doc) => [doc.id, doc.frontMatter.title])).toEqual([
      ['a', 'A'],
      ['b', undefined],
    ]);
    const [a] = docs;
    expect(a!.source).toBe('---\ntitle: A\n---\n# A\n');
    // What a compile thread is sent carries the text, though a clone of the doc itself would not read it.
    expect(structuredClone(plainDoc(a!))).toEqual({ filePath: a!.filePath, relativePath: 'a.md', id: 'a', route: '/a', frontMatter: { title: 'A' }, source: '---\ntitle: A\n---\n# A\n', sourceDigest: a!.sourceDigest });
    // Read from the file each time: changed since, the build fails rather than mixing versions.
    await writeFile(join(root, 'a.md'), '# A, edited\n');
    expect(() => a!.source).toThrow(/a\.md changed while the build was running/);
    // Set, it holds what it was set to (the markdown phase empties it).
    a!.source = '';
    expect(a!.source).toBe('');
  });

  it('reads many files with bounded concurrency and keeps the order', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`s${i % 7}/p${String(i).padStart(3, '0')}.md`] = `---\ntitle: P${i}\n---\n`;
    const docs = await collectDocs(await docsFolder(files));
    expect(docs).toHaveLength(300);
    const paths = docs.map((d) => d.relativePath);
    expect(paths).toEqual([...paths].sort());
  });
});
