/**
 * An engine upgrade, simulated: the toolchain fingerprint changes between
 * two builds of an unchanged site. Nothing the older toolchain made may be
 * reused, and the site written must be the same as before.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../build.js';

const toolchain = vi.hoisted(() => ({ fingerprint: 'quire 0.1.0' }));
vi.mock('./toolchain-fingerprint.js', () => ({ toolchainFingerprint: async () => toolchain.fingerprint }));

let root: string;
let siteDir: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'quire-toolchain-upgrade-'));
  siteDir = join(root, 'site');
  await mkdir(siteDir, { recursive: true });
  await mkdir(join(root, 'docs', 'guide'), { recursive: true });
  await writeFile(join(siteDir, 'quire.config.ts'), "export default { title: 'Upgrade', url: 'https://example.org', docsDir: '../docs' };\n");
  await writeFile(join(root, 'docs', 'intro.md'), '# Intro\n\nRead the [guide](./guide/start.md).\n\n```ts\nconst n: number = 1;\n```\n');
  await writeFile(join(root, 'docs', 'guide', 'start.md'), '# Start\n\nBack to the [intro](/intro).\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function files(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = join(entry.parentPath, entry.name);
    found.set(relative(dir, file), await readFile(file));
  }
  return found;
}

describe('a toolchain upgrade between two builds', () => {
  it('reuses nothing the older toolchain made and writes the same site', async () => {
    const first = await build({ siteDir, outDir: join(root, 'out-1'), threads: 0 });
    expect(first.cache).toMatchObject({ docs: { reused: 0, compiled: 2 }, clientBundle: 'built' });
    const again = await build({ siteDir, outDir: join(root, 'out-2'), threads: 0 });
    expect(again.cache).toMatchObject({ docs: { reused: 2, compiled: 0 }, pages: { rendered: 0 }, clientBundle: 'reused' });

    toolchain.fingerprint = 'quire 0.2.0';
    const upgraded = await build({ siteDir, outDir: join(root, 'out-3'), threads: 0 });
    expect(upgraded.cache).toMatchObject({ docs: { reused: 0, compiled: 2 }, pages: { reused: 0 }, clientBundle: 'built' });
    expect(await files(join(root, 'out-3'))).toEqual(await files(join(root, 'out-1')));
    // The size each build reports, most of it taken from its previous-output records, is its folder's to the byte.
    const bytes = async (dir: string) => [...(await files(dir)).values()].reduce((total, file) => total + file.length, 0);
    expect(first.outputBytes).toBe(await bytes(join(root, 'out-1')));
    expect(again.outputBytes).toBe(await bytes(join(root, 'out-2')));
    expect(upgraded.outputBytes).toBe(await bytes(join(root, 'out-3')));
  });
});
