import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const quireBin = fileURLToPath(new URL('../../../packages/cli/bin/quire.js', import.meta.url));
const siteDir = fileURLToPath(new URL('../../', import.meta.url));

/** A running `quire serve` of the built site. */
export interface ServedSite {
  /** Origin plus base URL, ending in `/`: `http://127.0.0.1:40123/`. */
  url: string;
  stop(): Promise<void>;
}

/** A TCP port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the real `quire serve` on the site's built output (the turbo task
 * graph builds it before the tests) and waits until it says it is serving.
 */
export async function serveBuiltSite(args: string[] = []): Promise<ServedSite> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [quireBin, 'serve', siteDir, '--port', String(port), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`quire serve did not start in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Serving/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`quire serve exited with ${code}:\n${output}`));
    });
  });
  const base = /Serving .* at (http:\/\/\S+)/.exec(output)?.[1] ?? `http://127.0.0.1:${port}/`;
  return {
    url: base.endsWith('/') ? base : base + '/',
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
