import { describe, expect, it } from 'vitest';

// The stand-in for `esbuild` in the engine's bundle (scripts/bundle-node.mjs); a
// variable specifier, as the script has no type declarations.
const shimUrl = new URL('../../../scripts/esbuild-require.mjs', import.meta.url).href;

describe('scripts/esbuild-require.mjs', () => {
  it('exports all that `import("esbuild")` does, as the same functions', async () => {
    const shim = (await import(shimUrl)) as Record<string, unknown>;
    const esbuild = (await import('esbuild')) as unknown as Record<string, unknown>;
    expect(Object.keys(shim).sort()).toEqual(Object.keys(esbuild).sort());
    // `default` is the module object, which a test runner may wrap; its members are the same functions.
    for (const name of Object.keys(esbuild).filter((key) => key !== 'default')) {
      expect(shim[name], name).toBe(esbuild[name]);
      expect((shim.default as Record<string, unknown>)[name], `default.${name}`).toBe(esbuild[name]);
    }
  });
});
