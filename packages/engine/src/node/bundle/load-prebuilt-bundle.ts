import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import type { SiteData } from '../../shared/types.js';
import { readFile } from '../fast-fs.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { BundleOutput } from './bundle-output.js';
import { PREBUILT_FORMAT, prebuiltDir, type PrebuiltManifest } from './prebuilt-manifest.js';
import { putSiteData } from './put-site-data.js';

/**
 * The bundle phase's output from the theme's prebuilt bundle (see
 * `prebuildThemeBundle`), with the site's data put into the client entry,
 * or `undefined` when there is none or it may differ from what esbuild
 * would make now: another format or esbuild, a theme that resolves other
 * modules (a site's own theme package never has one), or any source file
 * whose contents changed since. The caller then bundles as usual.
 */
export async function loadPrebuiltBundle(theme: ResolvedTheme, site: SiteData): Promise<BundleOutput | undefined> {
  const dir = prebuiltDir(theme);
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as PrebuiltManifest;
    return await fromManifest(dir, manifest, theme, site);
  } catch {
    // No prebuilt bundle, or a damaged one (a file missing, a manifest of another shape): esbuild makes the bundle.
    return undefined;
  }
}

/** The bundle `manifest` describes, if it fits the theme and its sources are unchanged. */
async function fromManifest(dir: string, manifest: PrebuiltManifest, theme: ResolvedTheme, site: SiteData): Promise<BundleOutput | undefined> {
  const at = (path: string) => resolve(dir, path);
  if (
    manifest.format !== PREBUILT_FORMAT ||
    manifest.esbuild !== esbuild.version ||
    at(manifest.theme.styles) !== theme.styles ||
    at(manifest.theme.engineClient) !== theme.engineClient ||
    at(manifest.theme.engineSsr) !== theme.engineSsr
  ) {
    return undefined;
  }
  const [unchanged, files, serverModule] = await Promise.all([
    Promise.all(manifest.inputs.map((input) => readFile(at(input.path)).then((bytes) => sha256(bytes) === input.sha256, () => false))),
    Promise.all(manifest.files.map(async (path) => ({ path, contents: (await readFile(join(dir, 'browser', path))) as Uint8Array }))),
    readFile(join(dir, manifest.server), 'utf8'),
  ]);
  if (!unchanged.every(Boolean)) return undefined;
  // The entry with the site's data in place of the placeholder, named after its new contents as esbuild would.
  return putSiteData(
    {
      clientScript: manifest.clientScript,
      clientDeps: manifest.clientDeps,
      stylesheets: manifest.stylesheets,
      files,
      serverModule,
      bytes: 0,
      inputs: manifest.inputs.map((input) => at(input.path)),
      // Each equal to its file's hash, just checked above.
      inputHashes: manifest.inputs.map((input) => input.sha256),
    },
    site,
  );
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
