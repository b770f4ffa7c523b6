/**
 * Runs the real `quire` binary in a child process, the way a user's shell or
 * CI would: no mocks, the built `dist/`, its own exit code.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** `setpriv` options that leave root bound by permission bits like any user. */
export const DROP_FILE_ACCESS_OVERRIDE = ['--bounding-set=-dac_override,-dac_read_search', '--inh-caps=-dac_override,-dac_read_search'];

/** The `quire` executable shim of this package. */
export const QUIRE_BIN = fileURLToPath(new URL('../../bin/quire.js', import.meta.url));

/** The repository root; the working directory of every run, so printed paths are relative to it. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** What one run of the binary printed and returned. */
export interface QuireRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, for assertions that do not care which stream a line went to. */
  output: string;
}

/**
 * `node bin/quire.js ...args` with the repository root as working directory,
 * as `options.user` when given (the test must run as root to switch users),
 * or as root bound by permission bits when `options.dropCapabilities`.
 * NODE_ENV is removed because vitest sets it to `test`, which would make the
 * binary render with React's development build, unlike any real run.
 */
export function runQuire(args: readonly string[], options: { cwd?: string; user?: { uid: number; gid: number }; dropCapabilities?: boolean } = {}): Promise<QuireRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.NODE_ENV;
  return new Promise((resolve, reject) => {
    const command = [process.execPath, QUIRE_BIN, ...args];
    if (options.dropCapabilities) command.unshift('setpriv', ...DROP_FILE_ACCESS_OVERRIDE);
    const child = spawn(command[0]!, command.slice(1), { cwd: options.cwd ?? REPO_ROOT, env, ...options.user });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, output: `${stdout}\n${stderr}` }));
  });
}
