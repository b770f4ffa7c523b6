import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { resolveTheme } from '../theme/resolve-theme.js';
import { bundleTheme } from './bundle-site.js';
import { PREBUILT_FORMAT, SITE_DATA_PLACEHOLDER, prebuiltDir, type PrebuiltManifest } from './prebuilt-manifest.js';
import { fileNamingEntry } from './put-site-data.js';

/**
 * Bundles a theme once, when the theme package is built, into its
 * `dist/prebuilt/` folder: the browser client (React, react-router, the
 * runtime, the theme) with a placeholder where a site's data goes, and the
 * server renderer, which depends on no site at all. A build whose site
 * resolves the same theme files then copies these instead of running
 * esbuild (see `loadPrebuiltBundle`), which was most of a small site's
 * cold build. Throws if the client entry is not the self-contained file
 * the substitution needs.
 *
 * @param themeDir The theme package's folder.
 * @param packageName The theme's package name (default `@quire/theme`).
 * @returns The `prebuilt` folder.
 */
export async function prebuildThemeBundle(themeDir: string, packageName = '@quire/theme'): Promise<string> {
  const theme = resolveTheme(themeDir, packageName);
  const dir = prebuiltDir(theme);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const bundle = await bundleTheme(dir, theme, SITE_DATA_PLACEHOLDER);

  const text = (path: string) => Buffer.from(bundle.files.find((file) => file.path === path)!.contents).toString('utf8');
  const occurrences = text(bundle.clientScript).split(SITE_DATA_PLACEHOLDER).length - 1;
  if (occurrences !== 1) throw new Error(`Quire: the prebuilt client entry holds the site data placeholder ${occurrences} times instead of once.`);
  // The entry is renamed once the site data is in; no other file may name it.
  const naming = fileNamingEntry(bundle);
  if (naming) throw new Error(`Quire: ${naming} refers to the client entry, which a prebuilt bundle renames.`);

  const toRelative = (file: string) => relative(dir, file).split(sep).join('/');
  await Promise.all(
    bundle.files.map(async (file) => {
      const target = join(dir, 'browser', file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.contents);
    }),
  );
  await writeFile(join(dir, 'server.cjs'), bundle.serverModule);
  const inputs = await Promise.all(
    bundle.inputs.map(async (file) => ({ path: toRelative(file), sha256: createHash('sha256').update(await readFile(file)).digest('hex') })),
  );
  const manifest: PrebuiltManifest = {
    format: PREBUILT_FORMAT,
    esbuild: esbuild.version,
    theme: { styles: toRelative(theme.styles), engineClient: toRelative(theme.engineClient), engineSsr: toRelative(theme.engineSsr) },
    clientScript: bundle.clientScript,
    clientDeps: bundle.clientDeps,
    stylesheets: bundle.stylesheets,
    files: bundle.files.map((file) => file.path),
    server: 'server.cjs',
    inputs,
  };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  return dir;
}
