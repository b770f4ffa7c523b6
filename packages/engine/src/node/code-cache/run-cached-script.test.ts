import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * Each run is a Node of its own, as the CLI is (V8 keeps compiled code
 * for the life of a process, so only a new process shows what a cache on
 * disk gives), running the built module.
 */
const moduleUrl = new URL('../../../dist/node/code-cache/run-cached-script.js', import.meta.url).href;
const storeUrl = new URL('../../../dist/node/code-cache/code-cache-store.js', import.meta.url).href;
const pendingUrl = new URL('../../../dist/node/code-cache/pending-code-caches.js', import.meta.url).href;

let dir: string;
let temp: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quire-cached-script-'));
  temp = join(dir, 'fallback');
  // A script with what the engine's bundle uses: require, a dynamic import, import.meta, functions run after loading.
  writeFileSync(
    join(dir, 'entry.cjs'),
    [
      "const { basename } = require('node:path');",
      'exports.name = basename(__filename);',
      "exports.load = () => __quireImport('node:os').then((os) => typeof os.tmpdir);",
      'exports.meta = () => __quireImportMeta.url;',
      'exports.work = (n) => { let s = 0; for (let i = 0; i < n; i++) s += i; return s; };',
    ].join('\n'),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  used: boolean;
  saved: string | null;
  extra: unknown;
  name: string;
  load: string;
  meta: string;
  work: number;
}

/**
 * Runs `entry.cjs` with {@link runCachedScript} in a fresh Node (`flags` are Node's), then saves its cache
 * (after `beforeSave`, code run in that Node).
 */
function run(flags: string[] = [], sourceHash = 'aaaa', beforeSave = '', file = 'entry.cjs'): Run {
  const script = `
    import { runCachedScript } from ${JSON.stringify(moduleUrl)};
    import { CodeCacheStore } from ${JSON.stringify(storeUrl)};
    const script = runCachedScript({
      file: ${JSON.stringify(join(dir, file))},
      prewrapped: ${file !== 'entry.cjs'},
      sourceHash: ${JSON.stringify(sourceHash)},
      importMeta: import.meta,
      importModule: (specifier) => import(specifier),
      store: new CodeCacheStore(${JSON.stringify(dir)}, ${JSON.stringify(temp)}),
    });
    const e = script.exports;
    const result = { used: script.cacheUsed, name: e.name, load: await e.load(), meta: e.meta(), work: e.work(10) };
    ${beforeSave}
    console.log(JSON.stringify({ ...result, saved: script.saveCache() ?? null, extra: globalThis.extra ?? null }));`;
  const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as Run;
}

/** `entry.cjs` plus text outside ASCII in a comment, a string and a regular expression, written by `wrapScriptSource`. */
async function writePrewrapped(): Promise<string> {
  const { wrapScriptSource } = (await import(moduleUrl)) as typeof import('./run-cached-script.js');
  const source = `${readFileSync(join(dir, 'entry.cjs'), 'utf8')}\n// “quoted” — dash 🪦\nexports.extra = ['Grüße — 🪦', /^[–—]+$/u.test('—–'), /é/.source];\n`;
  writeFileSync(join(dir, 'wrapped.cjs'), wrapScriptSource(source));
  return 'wrapped.cjs';
}

const cacheFiles = (folder: string): string[] => readdirSync(folder).filter((f) => f.endsWith('.v8-cache'));

describe('runCachedScript', () => {
  it('runs the script as CommonJS, with the loader’s import() and import.meta', () => {
    const r = run();
    expect(r).toMatchObject({ name: 'entry.cjs', load: 'function', work: 45 });
    expect(r.meta).toMatch(/^file:\/\/.*\[eval1\]$/);
  });

  it('runs a script written by wrapScriptSource as it is: ASCII only, with the same strings and patterns, and from its cache', async () => {
    const file = await writePrewrapped();
    expect(readFileSync(join(dir, file)).every((byte) => byte < 0x80)).toBe(true);
    const first = run([], 'aaaa', 'globalThis.extra = e.extra;', file);
    expect(first).toMatchObject({ name: 'wrapped.cjs', load: 'function', work: 45, used: false });
    expect(first.extra).toEqual(['Grüße — 🪦', true, '\\u00e9']);
    const second = run([], 'aaaa', 'globalThis.extra = e.extra;', file);
    expect(second).toMatchObject({ used: true, extra: first.extra });
  });

  it('writes a cache beside the script when there was none, which the next process runs from', () => {
    const first = run();
    expect(first.used).toBe(false);
    expect(first.saved).toMatch(/[/\\]\.v8-cache[/\\]entry\.cjs\.aaaa\.[0-9a-f]{32}\.v8-cache$/);
    const second = run();
    // V8 took the cache (`cachedDataRejected === false`); nothing is written again.
    expect(second.used).toBe(true);
    expect(second.saved).toBeNull();
    expect(second.work).toBe(45);
  });

  it('ignores a damaged cache and replaces it', () => {
    const { saved } = run();
    const bytes = readFileSync(saved!);
    bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
    writeFileSync(saved!, bytes);
    const damaged = run();
    expect(damaged.used).toBe(false);
    expect(damaged.saved).toBe(saved);
    expect(run().used).toBe(true);
  });

  it('ignores a cache V8 turns down (another script’s, under this name) and replaces it', () => {
    const { saved } = run();
    // A well-formed cache of a script of another length: V8 rejects it.
    writeFileSync(join(dir, 'entry.cjs'), `${readFileSync(join(dir, 'entry.cjs'), 'utf8')}\nexports.more = 1;\n`);
    const foreign = run([], 'bbbb');
    copyFileSync(foreign.saved!, saved!);
    writeFileSync(join(dir, 'entry.cjs'), readFileSync(join(dir, 'entry.cjs'), 'utf8').replace('\nexports.more = 1;\n', ''));
    const rejected = run();
    expect(rejected.used).toBe(false);
    expect(rejected.saved).toBe(saved);
    expect(run().used).toBe(true);
  });

  it('keeps one cache per set of V8 flags, and drops those of an older version of the script', () => {
    run();
    const short = run(['--no-opt']);
    expect(short.used).toBe(false);
    expect(cacheFiles(join(dir, '.v8-cache'))).toHaveLength(2);
    expect(run(['--no-opt']).used).toBe(true);
    expect(run().used).toBe(true);
    run([], 'cccc');
    expect(cacheFiles(join(dir, '.v8-cache'))).toEqual([expect.stringMatching(/^entry\.cjs\.cccc\./)]);
  });

  it('waits to write while V8’s flags differ from those the script was compiled under, as saveCodeCaches does', () => {
    const steps = `
      const { setFlagsFromString } = await import('node:v8');
      const { saveCodeCaches } = await import(${JSON.stringify(pendingUrl)});
      setFlagsFromString('--no-opt');
      const under = script.saveCache() ?? null;
      saveCodeCaches();
      const files = (await import('node:fs')).readdirSync(${JSON.stringify(dir)}).includes('.v8-cache');
      setFlagsFromString('--opt');
      globalThis.extra = { under, files };`;
    const out = run([], 'aaaa', steps);
    // Under other flags nothing was written (V8 would have put them in the header); back under the same, it was.
    expect(out).toMatchObject({ used: false, extra: { under: null, files: false } });
    expect(out.saved).toMatch(/entry\.cjs\.aaaa\./);
    expect(run().used).toBe(true);
  });

  it('falls back to the temporary folder when the script’s folder cannot be written', () => {
    // A file where the cache folder would be: cannot be written even by root, which file modes do not stop.
    writeFileSync(join(dir, '.v8-cache'), '');
    const first = run();
    expect(first.saved).toMatch(/[/\\]fallback[/\\]entry\.cjs\.aaaa\./);
    expect(run().used).toBe(true);
  });

  it('does not read a cache from a temporary folder others can write', () => {
    writeFileSync(join(dir, '.v8-cache'), '');
    run();
    mkdirSync(temp, { recursive: true, mode: 0o777 });
    execFileSync('chmod', ['777', temp]);
    const r = run();
    expect(r.used).toBe(false);
    expect(r.saved).toBeNull();
  });
});
