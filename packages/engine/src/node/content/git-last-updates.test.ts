import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGitLog, readGitLastUpdates } from './git-last-updates.js';

const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'quire-git-'));
  folders.push(folder);
  return folder;
}

/** Commits what is in `repo` now, by `author`, at `seconds` (committer date too, which is what is read). */
function commit(repo: string, author: string, seconds: number): void {
  const date = `${seconds} +0000`;
  const env = { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.org', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.org', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', 'change'], { cwd: repo, env });
}

describe('readGitLastUpdates', () => {
  it('reads every doc of the folder from one log: each file at its newest commit, paths relative to the docs folder', async () => {
    const repo = tempFolder();
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const docs = join(repo, 'docs');
    mkdirSync(join(docs, 'api'), { recursive: true });
    writeFileSync(join(docs, 'intro.md'), 'one');
    writeFileSync(join(docs, 'api', 'créer.md'), 'one');
    writeFileSync(join(repo, 'README.md'), 'outside');
    commit(repo, 'Ada', 1_600_000_000);
    writeFileSync(join(docs, 'intro.md'), 'two');
    writeFileSync(join(repo, 'README.md'), 'outside, later');
    commit(repo, 'Grace Hopper', 1_700_000_000);
    writeFileSync(join(docs, 'draft.md'), 'not committed');

    const { updates, warning } = await readGitLastUpdates(docs);
    expect(warning).toBeUndefined();
    expect(Object.fromEntries(updates)).toEqual({
      'intro.md': { lastUpdatedAt: 1_700_000_000_000, lastUpdatedBy: 'Grace Hopper' },
      'api/créer.md': { lastUpdatedAt: 1_600_000_000_000, lastUpdatedBy: 'Ada' },
    });
  });

  it('outside a git repository: no dates and one warning, never a failure', async () => {
    const folder = tempFolder();
    const { updates, warning } = await readGitLastUpdates(folder);
    expect(updates.size).toBe(0);
    expect(warning).toMatchObject({ severity: 'warning', message: expect.stringContaining('Cannot tell when docs were last updated') });
  });

  it('parses the log, keeping each path at its first (newest) commit', () => {
    const log = '\u001e200\u001fB\n\na.md\n\n\u001e100\u001fA\n\na.md\nb.md\n';
    expect(Object.fromEntries(parseGitLog(log))).toEqual({
      'a.md': { lastUpdatedAt: 200_000, lastUpdatedBy: 'B' },
      'b.md': { lastUpdatedAt: 100_000, lastUpdatedBy: 'A' },
    });
  });
});
