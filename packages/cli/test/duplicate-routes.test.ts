/**
 * Scenario "duplicate routes": two docs claiming one route only warn; the
 * warning names both files and the first one (in path order) keeps the route.
 */
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appMarkup, listFiles, readPage } from './support/built-site.js';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';

let tmp: string;
beforeEach(async () => {
  tmp = await makeTempDir();
});
afterEach(() => removeTempDir(tmp));

describe('two docs with the same route', () => {
  it('warns naming both files and builds the site', async () => {
    const { siteDir, docsDir } = fixture('duplicate-routes');
    const outDir = join(tmp, 'build');
    const run = await runQuire(['build', siteDir, '--out', outDir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    const warning = run.stdout.split('\n').find((line) => line.startsWith('warning'));
    expect(warning).toBeDefined();
    expect(warning).toContain('Duplicate route /guide/second');
    // first.md claims /guide/second through its slug; second.md is the one left out.
    expect(warning).toContain(relative(REPO_ROOT, join(docsDir, 'guide/second.md')));
    expect(warning).toContain(relative(REPO_ROOT, join(docsDir, 'guide/first.md')));
    expect(run.stdout).toMatch(/^Built .*, 1 warning \(1 duplicate-route\)\.$/m);

    const files = await listFiles(outDir);
    expect(files).toContain('guide/second/index.html');
    expect(files).not.toContain('guide/first/index.html');
    expect(appMarkup(await readPage(outDir, '/guide/second'))).toContain('First (claims the route of second.md)');
  });
});
