/**
 * scripts/warm-code-cache.mjs, the last step of the CLI's build: a build of a
 * tiny site that leaves the engine's V8 code caches beside its bundle, so the
 * first `quire build` after an install already runs from them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/warm-code-cache.mjs', import.meta.url));
// A folder of this test's own (the engine's QUIRE_CODE_CACHE_DIR), not the engine's dist/bundle/.v8-cache, which other
// tests' builds, run at the same time, write too.
const cacheDir = mkdtempSync(join(tmpdir(), 'quire-warm-code-cache-'));
/** The caches a small CLI build runs from: the engine's main-thread script and the default theme's server renderer. */
const ours = (): string[] => readdirSync(cacheDir).filter((name) => /^(index\.cjs|renderer)\./.test(name));

describe('warm-code-cache', () => {
  it('writes the caches of the engine and of the server renderer', () => {
    try {
      expect(ours()).toEqual([]);
      const printed = execFileSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, QUIRE_CODE_CACHE_DIR: cacheDir } });
      expect(printed).toBe('');
      expect(ours().map((name) => name.split('.')[0]).sort()).toEqual(['index', 'renderer']);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
