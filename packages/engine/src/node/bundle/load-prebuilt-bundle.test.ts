import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '../../shared/types.js';
import { resolveTheme } from '../theme/resolve-theme.js';
import type { BundleOutput } from './bundle-output.js';
import { bundleTheme } from './bundle-site.js';
import { loadPrebuiltBundle } from './load-prebuilt-bundle.js';
import { prebuildThemeBundle } from './prebuild-theme-bundle.js';
import { SITE_DATA_PLACEHOLDER } from './prebuilt-manifest.js';
import { putSiteData } from './put-site-data.js';

// A theme package of its own, inside the engine so that it resolves
// @quire/theme, React and the built runtime as a site in this repository does;
// it re-exports the default theme, so its bundle is the real one.
const root = join(import.meta.dirname, '../../../.tmp-prebuilt-bundle-test');
const themeDir = join(root, 'node_modules/prebuilt-test-theme');
const THEME = 'prebuilt-test-theme';
const site = { title: 'Prebuilt "test" site', tagline: 'Sites </script> differ', baseUrl: '/docs/', colorMode: { defaultMode: 'dark' } } as unknown as SiteData;

const text = (bundle: BundleOutput, path: string) => Buffer.from(bundle.files.find((file) => file.path === path)!.contents).toString('utf8');
/**
 * A bundle's files by name, without esbuild's content hashes, with their
 * sizes: where esbuild runs changes the hashes and its choice of short
 * names, not what it keeps.
 */
const outline = (bundle: BundleOutput) => bundle.files.map((file) => `${file.path.replace(/-[A-Z2-7]{8}\./, '-HASH.')} ${file.contents.byteLength}`).sort();
const siteInEntry = (bundle: BundleOutput) => /\(\{site:(\{.*\}),components:\w+\}\);$/.exec(text(bundle, bundle.clientScript).trim())?.[1];

beforeAll(async () => {
  await rm(root, { recursive: true, force: true });
  await mkdir(join(themeDir, 'dist'), { recursive: true });
  await writeFile(join(themeDir, 'package.json'), JSON.stringify({ name: THEME, type: 'module', exports: { '.': './dist/index.js', './styles.css': './styles.css' } }));
  await writeFile(join(themeDir, 'dist/index.js'), "export { components } from '@quire/theme';\n");
  await writeFile(join(themeDir, 'styles.css'), "@import '@quire/theme/styles.css';\n");
  await writeFile(join(root, 'package.json'), JSON.stringify({ name: 'prebuilt-test-site', private: true }));
  await prebuildThemeBundle(themeDir, THEME);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('loadPrebuiltBundle', () => {
  it('gives what esbuild makes for the site, with the site data in the renamed client entry', async () => {
    const theme = resolveTheme(root, THEME);
    const prebuilt = await loadPrebuiltBundle(theme, site);
    expect(prebuilt).toBeDefined();
    // What the bundle phase makes when no prebuilt bundle fits (see `bundleSite`).
    const full = putSiteData(await bundleTheme(root, theme, SITE_DATA_PLACEHOLDER), site, { checkReferences: true })!;
    expect(full).toBeDefined();
    expect(outline(prebuilt!)).toEqual(outline(full));
    expect(siteInEntry(prebuilt!)).toBeDefined();
    expect(siteInEntry(prebuilt!)).toBe(siteInEntry(full));
    // The renderer is not minified: its comments and CommonJS wrappers name each source file from where esbuild ran.
    const code = (module: string) => module.replace(/^\/\/ .*$/gm, '').replace(/"(?:\.\.\/)+/g, '"');
    expect(code(prebuilt!.serverModule)).toBe(code(full.serverModule));
    expect(prebuilt!.inputs).toEqual(full.inputs);
    expect(prebuilt!.bytes).toBe(full.bytes);
    const entry = text(prebuilt!, prebuilt!.clientScript);
    // Asserted as booleans: a failure would print the whole minified entry.
    expect(entry.includes(`"title":"Prebuilt \\"test\\" site"`)).toBe(true);
    expect(entry.includes(SITE_DATA_PLACEHOLDER)).toBe(false);
    // Another site's data, another entry name; the shared chunks stay as they are.
    const other = await loadPrebuiltBundle(theme, { ...site, title: 'Another site' });
    expect(other!.clientScript).not.toBe(prebuilt!.clientScript);
    expect(other!.clientScript).toMatch(/^assets\/quire-client-[A-Z2-7]{8}\.js$/);
    expect(other!.clientDeps).toEqual(prebuilt!.clientDeps);
  });

  it('is not used once a file it was made from has changed, or by another esbuild', async () => {
    const theme = resolveTheme(root, THEME);
    const styles = join(themeDir, 'styles.css');
    const before = await readFile(styles, 'utf8');
    await writeFile(styles, `${before}.quire-footer { color: red; }\n`);
    try {
      expect(await loadPrebuiltBundle(theme, site)).toBeUndefined();
    } finally {
      await writeFile(styles, before);
    }
    expect(await loadPrebuiltBundle(theme, site)).toBeDefined();

    const manifestFile = join(themeDir, 'dist/prebuilt/manifest.json');
    const manifest = await readFile(manifestFile, 'utf8');
    await writeFile(manifestFile, manifest.replace(/"esbuild": "[^"]+"/, '"esbuild": "0.0.1"'));
    try {
      expect(await loadPrebuiltBundle(theme, site)).toBeUndefined();
    } finally {
      await writeFile(manifestFile, manifest);
    }
  });

  it('is not used when one of its files is missing', async () => {
    const theme = resolveTheme(root, THEME);
    const bundle = await loadPrebuiltBundle(theme, site);
    const chunk = join(themeDir, 'dist/prebuilt/browser', bundle!.clientDeps[0]!);
    const bytes = await readFile(chunk);
    await rm(chunk);
    try {
      expect(await loadPrebuiltBundle(theme, site)).toBeUndefined();
    } finally {
      await writeFile(chunk, bytes);
    }
  });

  it('is not there for a theme that was never prebuilt', async () => {
    await rm(join(themeDir, 'dist/prebuilt'), { recursive: true });
    expect(await loadPrebuiltBundle(resolveTheme(root, THEME), site)).toBeUndefined();
  });
});
