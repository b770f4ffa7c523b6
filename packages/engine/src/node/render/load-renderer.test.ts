import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { loadRenderer, rendererSourceHash } from './load-renderer.js';

/** A stand-in for the bundled renderer: CommonJS, exporting what `loadRenderer` checks for. */
const renderer = (marker: string, components = '{}'): string =>
  `module.exports = { components: ${components}, renderPage: ({ path }) => ${JSON.stringify(marker)} + ':' + path };\n`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-load-renderer-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const render = (loaded: Awaited<ReturnType<typeof loadRenderer>>, path: string): string =>
  loaded.renderPage({ site: {} as never, components: loaded.components, path, module: {} as never });

describe('loadRenderer', () => {
  it('loads the script from its file', async () => {
    const file = join(dir, 'renderer-a.cjs');
    const source = renderer('from-file');
    await writeFile(file, source);
    const loaded = await loadRenderer({ file, sourceHash: rendererSourceHash(source) }, 'test-theme');
    expect(render(loaded, '/a')).toBe('from-file:/a');
  });

  it('names the theme when the script exports no components', async () => {
    const source = 'module.exports = { renderPage: () => "" };\n';
    const file = join(dir, 'r.cjs');
    await writeFile(file, source);
    const loading = loadRenderer({ file, sourceHash: rendererSourceHash(source) }, 'broken-theme');
    await expect(loading).rejects.toBeInstanceOf(QuireError);
    await expect(loading).rejects.toThrow(/broken-theme exports no `components` map/);
  });
});

describe('rendererSourceHash', () => {
  it('is 16 hex digits, the same for the same text and different for another', () => {
    const hash = rendererSourceHash(renderer('x'));
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(rendererSourceHash(renderer('x'))).toBe(hash);
    expect(rendererSourceHash(renderer('y'))).not.toBe(hash);
  });
});
