import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitStagingDir, createStagingDir, discardStagingDir } from './staging-dir.js';

const roots: string[] = [];
const tempRoot = async () => {
  const root = await mkdtemp(join(tmpdir(), 'quire-staging-'));
  roots.push(root);
  return root;
};
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('staging folder', () => {
  it('replaces the output folder only when committed', async () => {
    const root = await tempRoot();
    const out = join(root, 'build');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    const staging = await createStagingDir(out);
    await writeFile(join(staging, 'index.html'), 'new');
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    await commitStagingDir(staging, out);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readdir(root)).toEqual(['build']);
  });

  it('leaves the output untouched when discarded, and clears leftovers of killed builds', async () => {
    const root = await tempRoot();
    const out = join(root, 'build');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    await mkdir(join(root, 'build.quire-staging-999-abcdef'));
    await mkdir(join(root, 'build.quire-retired-999'));
    await mkdir(join(root, 'unrelated'));
    const staging = await createStagingDir(out);
    expect((await readdir(root)).sort()).toEqual(['build', staging.slice(root.length + 1), 'unrelated'].sort());
    await discardStagingDir(staging);
    expect((await readdir(root)).sort()).toEqual(['build', 'unrelated']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
  });

  it('moves the replaced output into a trash folder when asked, leaving nothing beside the output', async () => {
    const root = await tempRoot();
    const out = join(root, 'build');
    const trash = join(root, 'cache', 'trash');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'old');
    const staging = await createStagingDir(out);
    await writeFile(join(staging, 'index.html'), 'new');
    await commitStagingDir(staging, out, { retireInto: trash });
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(root)).sort()).toEqual(['build', 'cache']);
    const [retired] = await readdir(trash);
    expect(await readFile(join(trash, retired!, 'index.html'), 'utf8')).toBe('old');
  });

  it('creates the output folder on a first build', async () => {
    const root = await tempRoot();
    const out = join(root, 'nested', 'build');
    const staging = await createStagingDir(out);
    await writeFile(join(staging, 'a.txt'), 'a');
    await commitStagingDir(staging, out);
    expect(await readFile(join(out, 'a.txt'), 'utf8')).toBe('a');
  });
});
