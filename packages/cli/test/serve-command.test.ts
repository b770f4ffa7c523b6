/**
 * `quire serve` as a process: which address it binds (loopback unless told
 * otherwise), that it serves, and that Ctrl+C stops it cleanly. The
 * listening address is read from the kernel's socket table rather than by
 * connecting to another interface, so the test sends nothing beyond loopback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDir } from './support/fixtures.js';
import { startQuire } from './support/start-quire.js';

let tmp: string;
let built: string;
beforeAll(async () => {
  tmp = await makeTempDir('quire-serve-');
  built = join(tmp, 'build');
  await mkdir(built);
  await writeFile(join(built, 'index.html'), '<h1>served</h1>');
  await writeFile(join(built, '404.html'), '<h1>missing</h1>');
});
afterAll(() => removeTempDir(tmp));

/** Local addresses of the listening IPv4 TCP sockets on `port`, as /proc/net/tcp lists them (`127.0.0.1`, `0.0.0.0`). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
    .map((fields) => {
      // Little-endian hex: 0100007F is 127.0.0.1.
      const hex = fields[1]!.split(':')[0]!;
      return [3, 2, 1, 0].map((i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join('.');
    });
}

async function serve(args: string[]) {
  const quire = startQuire(['serve', tmp, '--dir', built, '--port', '0', ...args]);
  await quire.waitForOutput(/Press Ctrl\+C to stop\./, 30_000);
  const url = /Serving \S+ at (http:\/\/\S+)/.exec(quire.output())![1]!;
  return { quire, url, port: Number(new URL(url).port) };
}

describe('quire serve', () => {
  it('binds 127.0.0.1 by default, serves the site, and stops on Ctrl+C', async ({ skip }) => {
    const { quire, url, port } = await serve([]);
    try {
      expect(url).toBe(`http://127.0.0.1:${port}/`);
      if (existsSync('/proc/net/tcp')) expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      else skip('no /proc/net/tcp to read the bound address from');
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<h1>served</h1>');
    } finally {
      quire.child.kill('SIGINT');
    }
    expect((await quire.exited).code).toBe(0);
  });

  it('binds another address when --host says so', async ({ skip }) => {
    if (!existsSync('/proc/net/tcp')) skip('no /proc/net/tcp to read the bound address from');
    const { quire, url, port } = await serve(['--host', '0.0.0.0']);
    try {
      expect(url).toBe(`http://0.0.0.0:${port}/`);
      expect(listeningAddresses(port)).toEqual(['0.0.0.0']);
    } finally {
      quire.child.kill('SIGTERM');
    }
    expect((await quire.exited).code).toBe(0);
  });
});
