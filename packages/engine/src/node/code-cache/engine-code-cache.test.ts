import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_CACHE_DIR_ENV } from './code-cache-store.js';

// The built engine (`npm run build`): dist/bundle/index.js and build-worker.js
// run their CommonJS scripts from V8's code cache in dist/bundle/.v8-cache.
// Each build runs in a Node of its own, as the CLI does.
const bundle = fileURLToPath(new URL('../../../dist/bundle/', import.meta.url));
const site = mkdtempSync(join(tmpdir(), 'quire-engine-code-cache-'));
// A folder of this test's own (CODE_CACHE_DIR_ENV), not dist/bundle/.v8-cache: other packages' builds and tests,
// run at the same time, write there too.
const cacheDir = join(site, 'v8-cache');
const env = { ...process.env, NODE_ENV: 'production', [CODE_CACHE_DIR_ENV]: cacheDir };
afterAll(() => rmSync(site, { recursive: true, force: true }));

/**
 * Builds the site into `out` with the bundled engine and returns whether the main thread ran from the cache:
 * `threads: 1`, on one worker thread besides the main thread; `shortRun`, on the main thread alone, as the CLI
 * builds a small site (under startShortRunJit's flags, which the server renderer is compiled under).
 */
function build(out: string, mode: 'threads: 1' | 'shortRun'): { used: boolean; pages: number } {
  const options = `{ siteDir: ${JSON.stringify(site)}, outDir: ${JSON.stringify(out)}, cache: false, logger: { info() {}, warn() {} }${mode === 'threads: 1' ? ', threads: 1' : ''} }`;
  const script = `
    const engine = await import(${JSON.stringify(join(bundle, 'index.js'))});
    ${mode === 'shortRun' ? 'engine.startShortRunJit();' : ''}
    const r = await engine.build(${options});
    engine.endShortRunJit();
    console.log(JSON.stringify({ used: engine.__codeCache.used, pages: r.pages }));`;
  // A file rather than `-e`: worker threads inherit the process's `--input-type` flag, which only `-e` takes.
  const file = join(site, 'run-build.mjs');
  writeFileSync(file, script);
  const output = execFileSync(process.execPath, [file], { encoding: 'utf8', env });
  return JSON.parse(output.trim().split('\n').at(-1)!) as { used: boolean; pages: number };
}

/** The caches of the engine's scripts, with the inode and time each was written. */
function caches(): Record<string, string> {
  const found: Record<string, string> = {};
  // None yet: the first write makes the folder.
  if (!existsSync(cacheDir)) return found;
  for (const name of readdirSync(cacheDir)) {
    if (!/^(index\.cjs|build-worker\.cjs|renderer)\./.test(name)) continue;
    const stat = statSync(join(cacheDir, name));
    found[name] = `${stat.ino}:${stat.mtimeMs}`;
  }
  return found;
}

/** Every file under `dir`, by relative path, with its bytes. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[relative(dir, join(entry.parentPath, entry.name))] = readFileSync(join(entry.parentPath, entry.name)).toString('base64');
  }
  return files;
}

beforeAll(() => {
  mkdirSync(join(site, 'docs'));
  writeFileSync(join(site, 'quire.config.ts'), "export default { title: 'T', url: 'http://localhost', docsDir: 'docs' };\n");
  writeFileSync(join(site, 'docs/index.md'), '# Hello\n\nSome `code` and a [link](./other.md).\n\n```tsx\nconst a: number = 1;\n```\n');
  writeFileSync(join(site, 'docs/other.md'), '---\ntitle: Other\n---\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
});

describe('the bundled engine’s code cache', () => {
  it('is not written by a process that only loaded the engine (the theme’s prebuild): it would hold few functions', () => {
    for (const name of Object.keys(caches())) rmSync(join(cacheDir, name));
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', `const e = await import(${JSON.stringify(join(bundle, 'index.js'))}); console.log(e.__codeCache.used);`], { encoding: 'utf8', env });
    expect(out.trim()).toBe('false');
    expect(caches()).toEqual({});
  });

  it.each(['threads: 1', 'shortRun'] as const)('is written by a build without one, run from by the next, and changes nothing in the output (%s)', (mode) => {
    for (const name of Object.keys(caches())) rmSync(join(cacheDir, name));

    const first = build(join(site, `out-${mode}-1`), mode);
    expect(first.used).toBe(false);
    const written = caches();
    // The main thread's (at exit), the server renderer's (where it was loaded: at the end of the build, or when the
    // pool ended the worker thread) and, with threads, the worker script's.
    const expected = mode === 'shortRun' ? ['index', 'renderer'] : ['build-worker', 'index', 'renderer'];
    expect(Object.keys(written).map((name) => name.split('.')[0]).sort()).toEqual(expected);

    const second = build(join(site, `out-${mode}-2`), mode);
    expect(second.used).toBe(true);
    expect(second.pages).toBe(first.pages);
    // Nothing written again: a thread writes a cache only when it found none or V8 turned it down.
    expect(caches()).toEqual(written);
    expect(tree(join(site, `out-${mode}-2`))).toEqual(tree(join(site, `out-${mode}-1`)));
  });
});
