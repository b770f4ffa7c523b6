/**
 * Starts the real `quire` binary and hands back the running child, for tests
 * that act on a build while it runs (interrupt it, kill it) rather than only
 * after it ends, as {@link runQuire} does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { QUIRE_BIN, REPO_ROOT } from './run-quire.js';

/** How a started `quire` ended. */
export interface QuireExit {
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  /** The signal that ended it (`SIGKILL`), or null when it exited by itself. */
  signal: NodeJS.Signals | null;
  /** stdout and stderr together. */
  output: string;
}

/** A `quire` process that is running. */
export interface StartedQuire {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves once the output matches `pattern`; rejects if the process ends first or after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Resolves when the process has ended. */
  exited: Promise<QuireExit>;
}

/** `node bin/quire.js ...args` from the repository root, with extra environment variables. */
export function startQuire(args: readonly string[], extraEnv: Record<string, string> = {}): StartedQuire {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...extraEnv };
  // vitest sets NODE_ENV=test, which would make the binary use React's development build.
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [QUIRE_BIN, ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<QuireExit>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
  return {
    child,
    output: () => output,
    exited,
    waitForOutput(pattern, timeoutMs = 90_000) {
      return new Promise<void>((resolve, reject) => {
        const check = (): void => {
          if (!pattern.test(output)) return;
          done();
          resolve();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`quire printed nothing matching ${pattern} in ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const done = (): void => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        void exited.then(() => {
          if (!pattern.test(output)) {
            done();
            reject(new Error(`quire ended before printing ${pattern}:\n${output}`));
          }
        });
        listeners.add(check);
        check();
      });
    },
  };
}
