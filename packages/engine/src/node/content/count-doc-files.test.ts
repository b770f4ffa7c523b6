import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countDocFiles } from './count-doc-files.js';
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
