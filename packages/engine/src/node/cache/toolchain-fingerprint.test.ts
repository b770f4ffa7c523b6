import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
