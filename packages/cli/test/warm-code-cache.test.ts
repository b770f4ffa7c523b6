/**
 * scripts/warm-code-cache.mjs, the last step of the CLI's build: a build of a
 * tiny site that leaves the engine's V8 code caches beside its bundle, so the
 * first `quire build` after an install already runs from them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/warm-code-cache.mjs', import.meta.url));
const cacheDir = fileURLToPath(new URL('../../engine/dist/bundle/.v8-cache/', import.meta.url));
/** The caches a small CLI build runs from: the engine's main-thread script and the default theme's server renderer. */
const ours = (): string[] => readdirSync(cacheDir).filter((name) => /^(index\.cjs|renderer)\./.test(name));

describe('warm-code-cache', () => {
  it('writes the caches of the engine and of the server renderer', () => {
    for (const name of ours()) rmSync(join(cacheDir, name));
    const printed = execFileSync(process.execPath, [script], { encoding: 'utf8', cwd: join(cacheDir, '../../..') });
    expect(printed).toBe('');
    expect(ours().map((name) => name.split('.')[0]).sort()).toEqual(['index', 'renderer']);
  });
});
