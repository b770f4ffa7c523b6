/**
 * Scenario "bad config": mistakes in the site folder or its config stop the
 * build before anything is written, saying where and how to fix them.
 */
import { access } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixture, makeTempDir, removeTempDir } from './support/fixtures.js';
import { REPO_ROOT, runQuire } from './support/run-quire.js';

let tmp: string;
beforeEach(async () => {
  tmp = await makeTempDir();
});
afterEach(() => removeTempDir(tmp));

describe('quire build with a bad config', () => {
  it('names an unknown key at its line and column and suggests the right one', async () => {
    const { siteDir } = fixture('bad-config');
    const outDir = join(tmp, 'build');
    const run = await runQuire(['build', siteDir, '--out', outDir]);
    expect(run.code).toBe(1);
    const config = relative(REPO_ROOT, join(siteDir, 'quire.config.ts'));
    // `  titel: 'Bad Config',` is line 6 of the fixture; the key starts in column 3.
    expect(run.stderr).toContain(`${config}:6:3 Unknown key "titel" in the config. Did you mean "title"?`);
    expect(run.stderr).toContain('Build failed with 1 error.');
    await expect(access(outDir)).rejects.toThrow();
  });

  it('says so clearly when the site folder does not exist', async () => {
    const missing = join(tmp, 'no-such-site');
    const outDir = join(tmp, 'build');
    const run = await runQuire(['build', missing, '--out', outDir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The site folder ${missing} does not exist.`);
    expect(run.stderr).toContain('quire.config.ts');
    expect(run.stderr).not.toMatch(/^\s+at /m); // a message for people, not a stack trace
    await expect(access(outDir)).rejects.toThrow();
  });
});
