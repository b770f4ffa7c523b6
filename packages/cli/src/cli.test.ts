import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { run } from './cli.js';

let out: MockInstance<typeof console.log>;
let err: MockInstance<typeof console.error>;
const printed = (spy: MockInstance<(...args: unknown[]) => void>): string => spy.mock.calls.map((call) => call.join(' ')).join('\n');

beforeEach(() => {
  out = vi.spyOn(console, 'log').mockImplementation(() => {});
  err = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('quire --help', () => {
  it('lists the commands and exits 0', async () => {
    expect(await run(['--help'])).toBe(0);
    const help = printed(out);
    expect(help).toContain('build [siteDir]');
    expect(help).toContain('serve [siteDir]');
    expect(help).toContain('dev [siteDir]');
    expect(help).toContain('--version');
  });

  it('prints the help when no command is given', async () => {
    expect(await run([])).toBe(0);
    expect(printed(out)).toContain('Commands:');
  });

  it('describes the flags of a command', async () => {
    expect(await run(['serve', '--help'])).toBe(0);
    const help = printed(out);
    expect(help).toContain('--port <port>');
    expect(help).toContain('(default: 3000)');
    expect(help).toContain('--dir <dir>');
  });

  it('describes the flags of quire dev', async () => {
    expect(await run(['dev', '--help'])).toBe(0);
    const help = printed(out);
    expect(help).toContain('--port <port>');
    expect(help).toContain('--base-url <path>');
    expect(help).not.toContain('--dir <dir>');
  });
});

describe('quire --version', () => {
  it('prints the package version', async () => {
    expect(await run(['--version'])).toBe(0);
    expect(printed(out)).toMatch(/^quire\/\d+\.\d+\.\d+/);
  });
});

describe('mistakes in the command line', () => {
  it('rejects an unknown command', async () => {
    expect(await run(['deploy'])).toBe(1);
    expect(printed(err)).toContain('Unknown command `deploy`. The commands are: build, dev, serve.');
  });

  it('rejects an unknown flag of a command, pointing at its help', async () => {
    expect(await run(['build', '--outdir', 'x'])).toBe(1);
    expect(printed(err)).toContain('Unknown option `--outdir`');
    expect(printed(err)).toContain('quire build --help');
  });

  it('rejects an unknown flag without a command', async () => {
    expect(await run(['--frobnicate'])).toBe(1);
    expect(printed(err)).toContain('Unknown option `--frobnicate`');
  });

  it('rejects a flag without its value', async () => {
    expect(await run(['build', '--out'])).toBe(1);
    expect(printed(err)).toContain('--out');
  });

  it('rejects an extra argument', async () => {
    expect(await run(['build', 'site', 'docs'])).toBe(1);
    expect(printed(err)).toContain('Unexpected argument `docs`');
  });

  it('rejects a port that is not a number', async () => {
    expect(await run(['serve', '--port', 'http'])).toBe(1);
    expect(printed(err)).toContain('`--port` must be a whole number');
  });
});

describe('quire serve', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'quire-cli-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fails clearly when there is no built site', async () => {
    expect(await run(['serve', join(dir, 'missing-site'), '--dir', join(dir, 'missing-build'), '--port', '0'])).toBe(1);
    expect(printed(err)).toContain('does not exist');
    expect(printed(err)).toContain('quire build');
  });

  it('names the port and --port when the port is taken', async () => {
    const built = join(dir, 'build');
    mkdirSync(built);
    writeFileSync(join(built, 'index.html'), 'home');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const { port } = blocker.address() as AddressInfo;
    try {
      expect(await run(['serve', dir, '--dir', built, '--port', String(port)])).toBe(1);
      expect(printed(err)).toContain(`Port ${port} is already in use`);
      expect(printed(err)).toContain('--port');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
