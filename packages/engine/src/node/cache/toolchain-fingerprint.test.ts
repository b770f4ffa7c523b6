import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolchainFingerprint } from './toolchain-fingerprint.js';

let root: string;
let dist: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-fingerprint-'));
  dist = join(root, 'node_modules', '@quire', 'engine', 'dist');
  await mkdir(join(dist, 'node'), { recursive: true });
  await writeFile(join(root, 'node_modules', '@quire', 'engine', 'package.json'), '{"version":"1.0.0"}');
  await writeFile(join(dist, 'node', 'build.js'), 'export const build = 1;');
  await writeFile(join(dist, 'node', 'build.d.ts'), 'export declare const build: number;');
  await writeFile(join(root, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/unified":{"version":"11.0.5"}}}');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('toolchainFingerprint', () => {
  it('changes with the engine version, its code and what is installed beside it, not with type declarations', async () => {
    const first = await toolchainFingerprint(dist);
    expect(await toolchainFingerprint(dist)).toBe(first);

    await writeFile(join(dist, 'node', 'build.d.ts'), 'export declare const build: 1;');
    expect(await toolchainFingerprint(dist)).toBe(first);

    await writeFile(join(root, 'node_modules', '@quire', 'engine', 'package.json'), '{"version":"1.0.1"}');
    const bumped = await toolchainFingerprint(dist);
    expect(bumped).not.toBe(first);

    await writeFile(join(dist, 'node', 'build.js'), 'export const build = 2;');
    const edited = await toolchainFingerprint(dist);
    expect(edited).not.toBe(bumped);

    await writeFile(join(root, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/unified":{"version":"11.0.6"}}}');
    expect(await toolchainFingerprint(dist)).not.toBe(edited);
  });
});

describe('toolchainFingerprint of a dist with run-time folders', () => {
  it('leaves out folders whose names start with a dot, such as a run-time cache, even when they cannot be listed', async () => {
    const before = await toolchainFingerprint(dist, { memo: false });
    const caches = join(dist, 'bundle', '.cache');
    await mkdir(caches, { recursive: true });
    await writeFile(join(caches, 'index.cjs.js'), 'not code of the engine');
    expect(await toolchainFingerprint(dist, { memo: false })).toBe(before);
    // Another user may not list the folder: reading it at all crashed that user's builds (EACCES).
    await chmod(caches, 0o000);
    try {
      expect(await toolchainFingerprint(dist, { memo: false })).toBe(before);
    } finally {
      await chmod(caches, 0o700);
      await rm(join(dist, 'bundle'), { recursive: true, force: true });
    }
  });
});

describe('toolchainFingerprint memo', () => {
  const later = () => Date.now() + 60_000;
  const memoFile = () => join(dist, '.toolchain-fingerprint.json');
  const tamper = async (value: string) => {
    const memo = JSON.parse(await readFile(memoFile(), 'utf8')) as { value: string };
    await writeFile(memoFile(), JSON.stringify({ ...memo, value }));
  };

  it('is served while every file is as the memo recorded it, and not once one changed, even to the same size', async () => {
    const computed = await toolchainFingerprint(dist, { now: later });
    // The memo is what a later build returns: a value planted in it shows.
    await tamper('from-the-memo');
    expect(await toolchainFingerprint(dist, { now: later })).toBe('from-the-memo');

    await writeFile(join(dist, 'node', 'build.js'), 'export const build = 9;');
    const edited = await toolchainFingerprint(dist, { now: later });
    expect(edited).not.toBe('from-the-memo');
    expect(edited).not.toBe(computed);
  });

  it('notices a new code file, and a nearer install record, but not its own file', async () => {
    await toolchainFingerprint(dist, { now: later });
    await tamper('from-the-memo');
    await writeFile(join(dist, 'node', 'extra.js'), 'export {};');
    expect(await toolchainFingerprint(dist, { now: later })).not.toBe('from-the-memo');

    await tamper('from-the-memo');
    expect(await toolchainFingerprint(dist, { now: later })).toBe('from-the-memo');
    await mkdir(join(root, 'node_modules', '@quire', 'engine', 'node_modules'), { recursive: true });
    await writeFile(join(root, 'node_modules', '@quire', 'engine', 'node_modules', '.package-lock.json'), '{}');
    expect(await toolchainFingerprint(dist, { now: later })).not.toBe('from-the-memo');
    await rm(join(root, 'node_modules', '@quire', 'engine', 'node_modules'), { recursive: true });
  });

  it('is not written while files are fresh, nor when running from the sources', async () => {
    await rm(memoFile(), { force: true });
    await toolchainFingerprint(dist);
    await expect(stat(memoFile())).rejects.toThrow();
    await toolchainFingerprint(dist, { memo: false, now: later });
    await expect(stat(memoFile())).rejects.toThrow();
  });
});
