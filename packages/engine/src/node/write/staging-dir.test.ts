import { spawnSync } from 'node:child_process';
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

/** The id of a process that has ended: what a killed build leaves in the names of its folders. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

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
    const pid = deadPid();
    await mkdir(join(root, `build.quire-staging-${pid}-abcdef`));
    await mkdir(join(root, `build.quire-retired-${pid}`));
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

  it('takes a kept folder tree as the staging folder when there is one, and makes one otherwise', async () => {
    const root = await tempRoot();
    const out = join(root, 'build');
    const folders = join(root, 'cache', 'output-folders');
    await mkdir(join(folders, 'guide', 'installation'), { recursive: true });
    const staging = await createStagingDir(out, { folders });
    expect(await readdir(staging, { recursive: true })).toEqual(expect.arrayContaining(['guide', join('guide', 'installation')]));
    expect(await readdir(join(root, 'cache'))).toEqual([]);
    // Taken: the next build makes its own.
    const next = await createStagingDir(out, { folders });
    expect(await readdir(next)).toEqual([]);
  });

  it('puts back a previous site that a build killed mid-swap left aside', async () => {
    const root = await tempRoot();
    const out = join(root, 'build');
    const retired = join(root, `build.quire-retired-${deadPid()}`);
    await mkdir(retired);
    await writeFile(join(retired, 'index.html'), 'old');
    const staging = await createStagingDir(out);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('old');
    expect((await readdir(root)).sort()).toEqual(['build', staging.slice(root.length + 1)].sort());
  });

  it('leaves the staging folder of a build that is still running alone', async () => {
    const root = await tempRoot();
    const out = join(root, 'build');
    // The test runner's parent process: alive, and not this process.
    const other = `build.quire-staging-${process.ppid}-abcdef`;
    await mkdir(join(root, other));
    const staging = await createStagingDir(out);
    expect((await readdir(root)).sort()).toEqual([other, staging.slice(root.length + 1)].sort());
  });

  it('never shows a reader a partial file while swapping; the output path is missing at most for an instant', async () => {
    const root = await tempRoot();
    const out = join(root, 'build');
    const pages = { old: 'o'.repeat(256 * 1024), new: 'n'.repeat(256 * 1024) };
    await mkdir(out);
    await writeFile(join(out, 'index.html'), pages.old);
    const seen = { old: 0, new: 0, missing: 0, other: 0 };
    let swapping = true;
    const reader = (async () => {
      while (swapping) {
        try {
          const text = await readFile(join(out, 'index.html'), 'utf8');
          seen[text === pages.old ? 'old' : text === pages.new ? 'new' : 'other']++;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          seen.missing++;
        }
      }
    })();
    for (let i = 0; i < 40; i++) {
      const staging = await createStagingDir(out);
      await writeFile(join(staging, 'index.html'), i % 2 === 0 ? pages.new : pages.old);
      await commitStagingDir(staging, out);
    }
    swapping = false;
    await reader;
    expect(seen.other).toBe(0);
    expect(seen.old + seen.new).toBeGreaterThan(0);
  });
});
