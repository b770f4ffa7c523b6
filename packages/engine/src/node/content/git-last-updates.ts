import { execFile } from 'node:child_process';
import type { Diagnostic } from '../diagnostic.js';

/** When a file last changed in git, and by whom. */
export interface LastUpdate {
  /** The commit's committer date, in milliseconds since 1970 (UTC). */
  lastUpdatedAt: number;
  /** The commit's author name. */
  lastUpdatedBy: string;
}

/** What git says of the docs folder: each file's last change, by path relative to the folder. */
export interface GitLastUpdates {
  updates: Map<string, LastUpdate>;
  /** Why there are none, when git could not be asked (no git, or no repository). */
  warning?: Diagnostic;
}

/** Starts each commit's line in the log; a byte no path contains. */
const COMMIT_MARK = '\u001e';
/** Separates a commit's date from its author. */
const FIELD_MARK = '\u001f';

/**
 * Every doc's last commit, from ONE `git log` over the docs folder (newest
 * first, each commit's files listed): a file's first appearance is its last
 * change. Docusaurus asks git once per file, which costs a process per doc;
 * one log costs one process whatever the site's size.
 *
 * Never throws: outside a repository, or without git, there are no dates
 * and a warning says why (as Docusaurus, which shows no date then). A file
 * git does not track (new, uncommitted) has no entry, so no date.
 *
 * @param docsDir The docs folder (absolute); paths in the result are relative to it, with `/`.
 */
export async function readGitLastUpdates(docsDir: string): Promise<GitLastUpdates> {
  let log: string;
  try {
    log = await gitLog(docsDir);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : `\`git log\` failed: ${firstLine(error)}`;
    return {
      updates: new Map(),
      warning: {
        severity: 'warning',
        code: 'no-git-history',
        message: `Cannot tell when docs were last updated: ${reason}.`,
        file: docsDir,
        hint: '`showLastUpdateTime` and `showLastUpdateAuthor` read the git history of the docs folder: build from a git clone of the site (a shallow clone does), or set `last_update` in front matter.',
      },
    };
  }
  return { updates: parseGitLog(log) };
}

/** The log's text: for each commit touching the folder, newest first, a mark line then its files. */
function gitLog(docsDir: string): Promise<string> {
  const args = [
    // Non-ASCII paths as they are, not quoted and escaped.
    '-c',
    'core.quotePath=false',
    'log',
    `--format=${COMMIT_MARK}%ct${FIELD_MARK}%an`,
    '--name-only',
    // Paths relative to the docs folder (the working directory), and only its files.
    '--relative',
    '--',
    '.',
  ];
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd: docsDir, maxBuffer: 1024 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr }));
      else resolve(stdout);
    });
  });
}

/** Each path's first (newest) commit in `git log`'s text of {@link gitLog}. */
export function parseGitLog(log: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  let current: LastUpdate | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) {
      const [seconds = '', author = ''] = line.slice(1).split(FIELD_MARK);
      current = { lastUpdatedAt: Number(seconds) * 1000, lastUpdatedBy: author };
    } else if (line !== '' && current && !updates.has(line)) {
      updates.set(line, current);
    }
  }
  return updates;
}

/** What git said (`fatal: not a git repository …`), else the error's own first line. */
function firstLine(error: unknown): string {
  const text = (error as { stderr?: string }).stderr?.trim() || (error instanceof Error ? error.message : String(error));
  return (text.split('\n')[0] ?? text).replace(/[.\s]+$/, '');
}
