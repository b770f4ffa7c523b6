import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const engineDir = join(import.meta.dirname, '../../..');

describe('@quire/engine declares its modules free of side effects', () => {
  it('so a bundle that uses part of the browser runtime leaves out the rest, React DOM’s client included', async () => {
    // What the server renderer does: the theme takes components and hooks from
    // the runtime, never `boot`, so `hydrateRoot` (react-dom/client, 630 KB)
    // has no business in it. Bundled from the built runtime, as a site bundles it.
    const result = await esbuild.build({
      stdin: { contents: "export { Link, useSiteData } from '@quire/engine/client';", resolveDir: engineDir, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      write: false,
      metafile: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    // Every file esbuild read is a metafile input; what the bundle keeps of each is its output's share.
    const output = Object.values(result.metafile.outputs)[0]!;
    const inputs = Object.entries(output.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input);
    expect(inputs.some((input) => input.endsWith('client/link.js'))).toBe(true);
    expect(inputs.filter((input) => /react-dom-client|client[\\/]boot\.js$/.test(input))).toEqual([]);
  });
});
