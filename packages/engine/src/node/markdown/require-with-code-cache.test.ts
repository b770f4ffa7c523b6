import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireWithCodeCache, writeCodeCache } from './require-with-code-cache.js';

const dir = mkdtempSync(join(tmpdir(), 'quire-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const source = [
  "const { basename } = require('node:path');",
  'exports.where = basename(__filename) + " in " + basename(__dirname);',
  'exports.sameModule = module.exports === exports;',
  'module.exports.square = (n) => n * n;',
].join('\n');

/**
 * A copy of the module under a name of its own: V8 keeps what it compiled
 * in memory by source and file name, and a load that finds it there never
 * looks at the code cache, so each load here is of a file not loaded before.
 */
let copies = 0;
function moduleCopy(): string {
  const file = join(dir, `lib-${++copies}.cjs`);
  writeFileSync(file, source);
  return file;
}
const moduleFile = moduleCopy();

interface Lib {
  where: string;
  sameModule: boolean;
  square(n: number): number;
}

describe('requireWithCodeCache', () => {
  it('runs a CommonJS file as require would, with require, module, __filename and __dirname', () => {
    const { exports, cacheUsed } = requireWithCodeCache<Lib>(moduleFile);
    expect(exports.where).toBe(`lib-1.cjs in ${dir.split(/[\\/]/).at(-1)}`);
    expect(exports.sameModule).toBe(true);
    expect(exports.square(7)).toBe(49);
    expect(cacheUsed).toBe(false);
  });

  it('compiles from the cache written after a first load', () => {
    const cacheFile = join(dir, 'lib.v8-cache');
    const first = requireWithCodeCache<Lib>(moduleCopy(), cacheFile);
    expect(first.cacheUsed).toBe(false); // none yet
    first.exports.square(3);
    writeCodeCache(first.script, cacheFile);
    const second = requireWithCodeCache<Lib>(moduleCopy(), cacheFile);
    expect(second.cacheUsed).toBe(true);
    expect(second.exports.square(9)).toBe(81);
  });

  it('compiles as usual when the cache is not V8 code or is for other source', () => {
    const garbage = join(dir, 'garbage.v8-cache');
    writeFileSync(garbage, 'not a code cache');
    const fromGarbage = requireWithCodeCache<Lib>(moduleCopy(), garbage);
    expect(fromGarbage.cacheUsed).toBe(false);
    expect(fromGarbage.exports.square(4)).toBe(16);

    const otherFile = join(dir, 'other.cjs');
    writeFileSync(otherFile, 'exports.value = 42; // a different module, of a different length');
    const otherCache = join(dir, 'other.v8-cache');
    writeCodeCache(requireWithCodeCache(otherFile).script, otherCache);
    const mismatched = requireWithCodeCache<Lib>(moduleCopy(), otherCache);
    expect(mismatched.cacheUsed).toBe(false);
    expect(mismatched.exports.square(5)).toBe(25);
  });
});
