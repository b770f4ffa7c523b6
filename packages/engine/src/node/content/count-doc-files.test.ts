import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countDocFiles, surveyDocFiles } from './count-doc-files.js';
import { findDocFiles } from './find-doc-files.js';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

async function docsFolder(files: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'quire-count-'));
  roots.push(root);
  for (const file of files) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), '# x\n');
  }
  return root;
}

describe('countDocFiles', () => {
  it('counts the markdown files findDocFiles would find, in nested folders, skipping ignored names', async () => {
    const dir = await docsFolder([
      'intro.md',
      'api/createSlice.mdx',
      'api/deep/more.MD',
      'api/notes.txt',
      '_drafts/draft.md',
      'api/_partial.md',
      '.git/readme.md',
      'node_modules/pkg/readme.md',
    ]);
    expect(countDocFiles(dir, 100)).toBe(3);
    expect(countDocFiles(dir, 100)).toBe((await findDocFiles(dir)).length);
  });

  it('stops at the limit', async () => {
    const dir = await docsFolder(['a.md', 'b.md', 'c.md', 'sub/d.md', 'sub/e.md']);
    expect(countDocFiles(dir, 2)).toBe(2);
    expect(countDocFiles(dir, 5)).toBe(5);
  });

  it('counts nothing in a folder that is not there, rather than throwing', () => {
    expect(countDocFiles(join(tmpdir(), 'quire-count-missing-folder'), 10)).toBe(0);
  });
});

describe('surveyDocFiles', () => {
  it('adds up the bytes of the markdown files it counts, and of no other file', async () => {
    const dir = await docsFolder(['intro.md', 'api/createSlice.mdx', 'api/notes.txt', '_drafts/draft.md']);
    await writeFile(join(dir, 'api/createSlice.mdx'), 'x'.repeat(1000));
    await writeFile(join(dir, 'api/notes.txt'), 'y'.repeat(5000));
    expect(surveyDocFiles(dir, 100)).toEqual({ files: 2, bytes: 4 + 1000 });
  });

  it('counts files past `bytesUpTo`, but adds up the bytes of the first that many only', async () => {
    const dir = await docsFolder(['a.md', 'b.md', 'c.md', 'd.md']);
    const sizes = [10, 20, 30, 40];
    await Promise.all(['a', 'b', 'c', 'd'].map((name, i) => writeFile(join(dir, `${name}.md`), 'x'.repeat(sizes[i]!))));
    const { files, bytes } = surveyDocFiles(dir, 100, { bytesUpTo: 2 });
    expect(files).toBe(4);
    // Which two the folder listing gives first is the file system's business; their sizes are two of the four.
    expect([30, 40, 50, 60, 70]).toContain(bytes);
    expect(surveyDocFiles(dir, 100)).toEqual({ files: 4, bytes: 100 });
  });
});
