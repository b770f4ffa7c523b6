import { beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from './cli.js';

// Each command module records that it was loaded: `quire build` must not
// pay for loading `serve`'s static server, nor `--version` for any command.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./commands/build-command.js', () => {
  loaded.add('build');
  return { buildCommand: vi.fn(async () => 0) };
});
vi.mock('./commands/serve-command.js', () => {
  loaded.add('serve');
  return { serveCommand: vi.fn(async () => 0) };
});
vi.mock('./commands/dev-command.js', () => {
  loaded.add('dev');
  return { devCommand: vi.fn(async () => 0) };
});

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('command modules', () => {
  it('are not loaded to print the version', async () => {
    expect(await run(['--version'])).toBe(0);
    expect([...loaded]).toEqual([]);
  });

  it('are loaded one at a time, when their command runs', async () => {
    expect(await run(['build', 'some-site'])).toBe(0);
    expect([...loaded]).toEqual(['build']);
    const { buildCommand } = await import('./commands/build-command.js');
    expect(buildCommand).toHaveBeenCalledWith(expect.objectContaining({ siteDir: 'some-site', cache: true }));
    expect(await run(['serve', 'some-site', '--port', '0'])).toBe(0);
    expect([...loaded]).toEqual(['build', 'serve']);
  });
});
