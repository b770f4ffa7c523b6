/**
 * Scenarios "broken link" and "broken markdown file link": a link to no page
 * or to no heading fails the build with `file:line:col` and a suggestion,
 * and leaves the previous output alone; a `.md` link to no file only warns.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listFiles } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';

let tmp: string;
beforeEach(async () => {
  tmp = await makeTempDir();
});
afterEach(() => removeTempDir(tmp));

/** How the CLI prints a file: relative to its working directory (the repository root in these runs). */
const shown = (file: string): string => relative(REPO_ROOT, file);

describe('a link to a page that does not exist', () => {
  const broken = fixture('broken-link');
  const usage = shown(join(broken.docsDir, 'guide/usage.md'));

  it('fails the build with the link location and the closest route', async () => {
    const run = await runQuire(['build', broken.siteDir, '--out', join(tmp, 'build')]);
    expect(run.code).toBe(1);
    // `See [the installation guide](/guide/instalation)`: line 5, the `[` in column 5.
    expect(run.stderr).toContain(`${usage}:5:5 Links to /guide/instalation, which is no page. Did you mean /guide/installation?`);
    expect(run.stderr).toContain('Build failed with 2 errors.');
    expect(run.stdout).not.toMatch(/^Built /m);
  });

  it('reports an anchor that is no heading of an existing page, with the closest heading', async () => {
    const run = await runQuire(['build', broken.siteDir, '--out', join(tmp, 'build')]);
    expect(run.code).toBe(1);
    // `Check the [requirements](/guide/installation#requirments)`: line 6, column 11.
    expect(run.stderr).toContain(`${usage}:6:11`);
    expect(run.stderr).toContain('/guide/installation has no heading with id "requirments"');
    expect(run.stderr).toContain('Did you mean /guide/installation#requirements?');
  });

  it('leaves the previous build in place and no staging folder behind', async () => {
    const outDir = join(tmp, 'build');
    // Left by builds that were killed mid-way; the next build that stages clears them.
    await mkdir(join(tmp, 'build.quire-staging-99999-abcdef'));
    await mkdir(join(tmp, 'build.quire-retired-99999'));
    const good = await runQuire(['build', fixture('basic').siteDir, '--out', outDir]);
    expect(good.code).toBe(0);
    expect(await readdir(tmp)).toEqual(['build']);
    const filesBefore = await listFiles(outDir);
    const indexBefore = await readFile(join(outDir, 'index.html'), 'utf8');
    const introBefore = await readFile(join(outDir, 'intro/index.html'), 'utf8');

    const bad = await runQuire(['build', broken.siteDir, '--out', outDir]);
    expect(bad.code).toBe(1);

    expect(await listFiles(outDir)).toEqual(filesBefore);
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe(indexBefore);
    expect(await readFile(join(outDir, 'intro/index.html'), 'utf8')).toBe(introBefore);
    // Only the output folder itself is left beside it: no `build.quire-staging-*` or `build.quire-retired-*`.
    expect(await readdir(tmp)).toEqual(['build']);
  });
});

describe('a markdown file link to a file that does not exist', () => {
  it('only warns, with the link location, and the site is built', async () => {
    const { siteDir, docsDir } = fixture('missing-md-link');
    const outDir = join(tmp, 'build');
    const run = await runQuire(['build', siteDir, '--out', outDir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // `Read [x](./missing.md) next.`: line 5, column 6.
    expect(run.stdout).toMatch(
      new RegExp(`^warning {2}${escapeRegExp(shown(join(docsDir, 'start.md')))}:5:6 Link \`\\./missing\\.md\` points to missing\\.md`, 'm'),
    );
    expect(run.stdout).toMatch(/^Built 4 pages \(1 docs\) in .*, 1 warning \(1 broken-markdown-link\)\.$/m);
    expect(await listFiles(outDir)).toContain('start/index.html');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
