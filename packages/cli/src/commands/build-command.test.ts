import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
// The engine's real diagnostics module (plain data, no dependencies), so that the printed
// format is the engine's own; `build` itself is replaced per test.
import { QuireError, formatDiagnostic } from '../../../engine/src/node/diagnostic.js';
import type { BuildOptions, BuildResult } from '@quire/engine';
import { buildCommand } from './build-command.js';

// Hoisted along with vi.mock, which runs before the imports above.
const { build } = vi.hoisted(() => ({
  build: vi.fn<(options: BuildOptions) => Promise<BuildResult>>(),
}));
vi.mock('@quire/engine', () => ({ build, formatDiagnostic, QuireError }));

let out: MockInstance<typeof console.log>;
let err: MockInstance<typeof console.error>;
const printed = (spy: MockInstance<(...args: unknown[]) => void>): string => spy.mock.calls.map((call) => call.join(' ')).join('\n');

beforeEach(() => {
  out = vi.spyOn(console, 'log').mockImplementation(() => {});
  err = vi.spyOn(console, 'error').mockImplementation(() => {});
  build.mockReset();
});
afterEach(() => vi.restoreAllMocks());

const result = (overrides: Partial<BuildResult> = {}): BuildResult => ({
  outDir: join(process.cwd(), 'site/build'),
  pages: 46,
  docs: 44,
  durationMs: 3210,
  phases: {},
  outputBytes: 1.5 * 1024 * 1024,
  warnings: [],
  ...overrides,
});

describe('buildCommand', () => {
  it('passes the flags to the engine and prints a summary', async () => {
    build.mockResolvedValue(result());
    expect(await buildCommand({ siteDir: 'site', outDir: 'dist', baseUrl: '/rtk/' })).toBe(0);
    expect(build).toHaveBeenCalledWith(expect.objectContaining({ siteDir: 'site', outDir: 'dist', baseUrl: '/rtk/' }));
    expect(printed(out)).toContain('Built 46 pages (44 docs) in 3.21 s, 1.50 MB in site/build.');
  });

  it('leaves out flags that were not given, so the config decides', async () => {
    build.mockResolvedValue(result({ durationMs: 850, outputBytes: 300 * 1024 }));
    await buildCommand({ siteDir: 'site' });
    const options = build.mock.calls[0]![0];
    expect(Object.keys(options)).not.toContain('outDir');
    expect(Object.keys(options)).not.toContain('baseUrl');
    expect(printed(out)).toContain('in 850 ms, 300.0 KB');
  });

  it('prints progress and warnings as the engine reports them', async () => {
    build.mockImplementation(async ({ logger }) => {
      logger?.info('compiled 500/1000 docs');
      logger?.warn({
        severity: 'warning',
        message: 'links to ./missing.md, which is no file.',
        hint: 'Did you mean ./mising.md?',
        file: join(process.cwd(), 'docs/a.md'),
        line: 3,
        column: 7,
      });
      return result({
        warnings: [
          { severity: 'warning', message: 'x', code: 'unknown-admonition' },
          { severity: 'warning', message: 'y', code: 'broken-markdown-link' },
          { severity: 'warning', message: 'z', code: 'broken-markdown-link' },
          { severity: 'warning', message: 'w' },
        ],
      });
    });
    expect(await buildCommand({ siteDir: 'site' })).toBe(0);
    const text = printed(out);
    expect(text).toContain('compiled 500/1000 docs');
    expect(text).toContain('warning  docs/a.md:3:7 links to ./missing.md, which is no file. Did you mean ./mising.md?');
    // Counted by kind, the most frequent first.
    expect(text).toContain('4 warnings (2 broken-markdown-link, 1 other, 1 unknown-admonition).');
  });

  it('prints every error of a failed build and exits 1', async () => {
    build.mockRejectedValue(
      new QuireError([
        { severity: 'error', message: 'links to /api/createSlise, which is no page.', hint: 'Did you mean /api/createSlice?', file: 'docs/b.md', line: 12, column: 5 },
        { severity: 'error', message: 'unknown key `titel` in quire.config.ts.' },
      ]),
    );
    expect(await buildCommand({ siteDir: 'site' })).toBe(1);
    const text = printed(err);
    expect(text).toContain('error  docs/b.md:12:5 links to /api/createSlise, which is no page. Did you mean /api/createSlice?');
    expect(text).toContain('error  unknown key `titel` in quire.config.ts.');
    expect(text).toContain('Build failed with 2 errors.');
  });

  it('prints the stack of an unexpected error and exits 1', async () => {
    build.mockRejectedValue(new TypeError('cannot read properties of undefined'));
    expect(await buildCommand({ siteDir: 'site' })).toBe(1);
    const text = printed(err);
    expect(text).toContain('Build crashed: cannot read properties of undefined');
    expect(text).toContain('build-command.test.ts');
  });
});
