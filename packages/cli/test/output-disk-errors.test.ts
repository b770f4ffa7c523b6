/**
 * Builds that cannot write their output — onto a full disk, or into a
 * read-only one — fail with one clear message naming the output folder and
 * the fix, exit 1, leave no staging folder, and leave the previous site as
 * it was.
 *
 * The disk is real: a 4 MiB tmpfs mounted for the test, filled up or
 * remounted read-only. That needs root (CI runs as root); elsewhere the
 * tmpfs cases are skipped, and a non-root run instead checks a folder
 * without write permission, which root could write anyway. The messages
 * themselves are unit-tested in packages/engine/src/node/write/output-write-error.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { statfsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { runQuire } from './support/run-quire.js';
import { snapshotFolder } from './support/site-snapshot.js';

const { siteDir } = fixture('basic');
const isRoot = process.getuid?.() === 0;
// Each case runs up to four builds in a row, each several seconds on a busy 2-core machine: hence the 240 s timeouts.

let tmp: string;
beforeAll(async () => {
  tmp = await makeTempDir('quire-disk-');
});
afterAll(() => removeTempDir(tmp));

/** Builds the previous site into `outDir`, marked so that it cannot be mistaken for a rebuild, and returns its snapshot. */
async function buildPrevious(outDir: string): Promise<Record<string, string>> {
  const run = await runQuire(['build', siteDir, '--out', outDir]);
  expect(run.code, run.output).toBe(0);
  await writeFile(join(outDir, 'previous-site.txt'), 'the previous site\n');
  return snapshotFolder(outDir);
}

/** A failed build's whole story: exit 1, one clear message and no crash, nothing left over, the previous site untouched. */
async function expectCleanFailure(outDir: string, previous: Record<string, string>, message: RegExp, hint: RegExp): Promise<void> {
  const run = await runQuire(['build', siteDir, '--out', outDir]);
  expect(run.code, run.output).toBe(1);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).toMatch(hint);
  expect(run.stderr).toContain('Build failed with 1 error.');
  expect(run.stderr).not.toContain('Build crashed');
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(await snapshotFolder(outDir)).toEqual(previous);
  expect((await readdir(join(outDir, '..'))).filter((entry) => entry.includes('.quire-'))).toEqual([]);
}

/** Disk space the files under `dir` take (blocks, not bytes: a small file still takes a page of tmpfs). */
async function allocatedBytes(dir: string, include: (file: string) => boolean): Promise<number> {
  let total = 0;
  for (const file of await listFiles(dir)) if (include(file)) total += (await stat(join(dir, file))).blocks * 512;
  return total;
}

/** Mounts a fresh tmpfs of `size`, or returns why it cannot. */
function mountTmpfs(dir: string, size: string): string | undefined {
  if (!isRoot) return 'mounting a tmpfs needs root';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'quire-test', dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return `mount failed: ${(error as Error).message}`;
  }
}

describe('a build onto a small real disk', { timeout: 240_000 }, () => {
  let disk: string;
  let unavailable: string | undefined;
  beforeAll(async () => {
    disk = join(tmp, 'disk');
    await mkdir(disk);
    unavailable = mountTmpfs(disk, '4m');
    if (unavailable) console.warn(`Skipping the tmpfs cases: ${unavailable}.`);
  });
  afterAll(() => {
    if (!unavailable) execFileSync('umount', ['-l', disk]);
  });

  it('that is full fails cleanly, wherever the space runs out, and works again once there is room', async ({ skip }) => {
    if (unavailable) skip(unavailable);
    const outDir = join(disk, 'site', 'build');
    const previous = await buildPrevious(outDir);
    const filler = join(disk, 'filler');
    // Space for a tenth of the site runs out while bundling; space for all but half
    // of its pages runs out while they are written, the bundle already in place.
    const site = await allocatedBytes(outDir, () => true);
    const pages = await allocatedBytes(outDir, (file) => file.endsWith('.html'));
    try {
      for (const leave of [site / 10, site - pages / 2]) {
        await rm(filler, { force: true });
        const { bavail, bsize } = statfsSync(disk);
        await writeFile(filler, Buffer.alloc(Math.max(0, Math.round(bavail * bsize - leave))));
        await expectCleanFailure(
          outDir,
          previous,
          new RegExp(`Could not write the site to ${outDir}: the disk is full \\(ENOSPC.*\\)\\. The previous site there, if any, is untouched\\.`),
          /Free some space on that disk .* or build elsewhere with --out <dir>\./,
        );
      }
    } finally {
      await rm(filler, { force: true });
    }
    expect((await runQuire(['build', siteDir, '--out', outDir])).code).toBe(0);
  });

  it('that is read-only fails cleanly and leaves the previous site', async ({ skip }) => {
    if (unavailable) skip(unavailable);
    const outDir = join(disk, 'ro', 'build');
    const previous = await buildPrevious(outDir);
    execFileSync('mount', ['-o', 'remount,ro', disk]);
    try {
      await expectCleanFailure(
        outDir,
        previous,
        new RegExp(`Could not write the site to ${outDir}: it is on a read-only file system \\(EROFS at ${outDir}\\.quire-staging-`),
        /Build onto a writable disk with --out <dir>, or remount that one read-write\./,
      );
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', disk]);
    }
  });
});

describe('a build into a folder without write permission', { timeout: 240_000 }, () => {
  it('fails cleanly and leaves the previous site', async ({ skip }) => {
    // Root writes through any permission bits; the read-only tmpfs case above covers root.
    if (isRoot) skip('root ignores folder permissions');
    const parent = join(tmp, 'locked');
    const outDir = join(parent, 'build');
    const previous = await buildPrevious(outDir);
    await chmod(parent, 0o555);
    try {
      await expectCleanFailure(outDir, previous, new RegExp(`Could not write the site to ${outDir}: permission was denied \\(EACCES`), /Make the folder writable/);
    } finally {
      await chmod(parent, 0o755);
    }
  });
});
