import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import type { SiteData } from '../../shared/types.js';
import { readFile } from '../fast-fs.js';
import { assetHash } from '../render/asset-hash.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { BundleOutput } from './bundle-output.js';
import { BROWSER_TARGET } from './browser-target.js';
import { PREBUILT_FORMAT, SITE_DATA_PLACEHOLDER, prebuiltDir, type PrebuiltManifest } from './prebuilt-manifest.js';

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
  const [unchanged, files, serverModule, siteCode] = await Promise.all([
    Promise.all(manifest.inputs.map((input) => readFile(at(input.path)).then((bytes) => sha256(bytes) === input.sha256, () => false))),
    Promise.all(manifest.files.map(async (path) => ({ path, contents: (await readFile(join(dir, 'browser', path))) as Uint8Array }))),
    readFile(join(dir, manifest.server), 'utf8'),
    siteLiteral(site),
  ]);
  if (!unchanged.every(Boolean)) return undefined;

  // The entry with the site's data in place of the placeholder, named after its new contents as esbuild would.
  const entry = files.find((file) => file.path === manifest.clientScript);
  const [before, after, ...more] = entry ? Buffer.from(entry.contents).toString('utf8').split(SITE_DATA_PLACEHOLDER) : [];
  const hashed = /-[A-Z2-7]{8}\.js$/;
  if (before === undefined || after === undefined || more.length > 0 || !hashed.test(manifest.clientScript)) return undefined;
  const entryText = before + siteCode + after;
  entry!.path = manifest.clientScript.replace(hashed, `-${assetHash(entryText)}.js`);
  entry!.contents = Buffer.from(entryText, 'utf8');
  return {
    clientScript: entry!.path,
    clientDeps: manifest.clientDeps,
    stylesheets: manifest.stylesheets,
    files,
    serverModule,
    bytes: files.reduce((n, file) => n + file.contents.byteLength, 0),
    inputs: manifest.inputs.map((input) => at(input.path)),
  };
}

/** The site data as esbuild's minifier prints an object literal, so the entry is what a full bundle would hold. */
async function siteLiteral(site: SiteData): Promise<string> {
  const json = JSON.stringify(site);
  const { code } = await esbuild.transform(`x=${json}`, { minify: true, loader: 'js', target: BROWSER_TARGET });
  return code.startsWith('x=') && code.endsWith(';\n') ? code.slice(2, -2) : json;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
