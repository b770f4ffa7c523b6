import { basename } from 'node:path';
import type { SiteData } from '../../shared/types.js';
import { assetHash } from '../render/asset-hash.js';
import type { BundleOutput } from './bundle-output.js';
import { SITE_DATA_PLACEHOLDER } from './prebuilt-manifest.js';
import { jsonLiteral } from '../render/json-literal.js';

/** How esbuild names the client entry: `assets/quire-client-<hash>.js`. */
const HASHED_ENTRY = /-[A-Z2-7]{8}\.js$/;

/**
 * The site data as the JavaScript expression the client entry holds: its
 * JSON, which is JavaScript too. A `"__proto__"` key is the one place the two
 * differ (an object literal sets the prototype with it, where `JSON.parse`
 * makes a property): such data goes in through `JSON.parse`.
 */
export function siteDataCode(site: SiteData): string {
  const json = JSON.stringify(site);
  return json.includes('"__proto__":') ? `JSON.parse(${jsonLiteral(json)})` : json;
}

/**
 * A client bundle made with {@link SITE_DATA_PLACEHOLDER} for the site data
 * (see `bundleTheme`), with `site` put in its place and the entry renamed
 * after its new contents, as esbuild names files. Undefined when the entry
 * does not hold the placeholder exactly once or is not named by a hash, or,
 * with `checkReferences`, when another file names the entry, which renaming
 * would break: the caller then bundles with the data in place.
 *
 * Why: both the theme's prebuilt bundle and a bundle made for the site put
 * the data in this way, so they are the same files, and neither needs
 * esbuild to print the data (its service process cost a cold build 10-30 ms
 * of the main thread to start, for one object literal).
 *
 * @param checkReferences Look through the other scripts and stylesheets for the entry's name (a prebuilt bundle was checked when it was made).
 */
export function putSiteData(bundle: BundleOutput, site: SiteData, { checkReferences = false }: { checkReferences?: boolean } = {}): BundleOutput | undefined {
  const entry = bundle.files.find((file) => file.path === bundle.clientScript);
  if (!entry || !HASHED_ENTRY.test(bundle.clientScript)) return undefined;
  const [before, after, ...more] = utf8(entry.contents).split(SITE_DATA_PLACEHOLDER);
  if (after === undefined || more.length > 0) return undefined;
  if (checkReferences && fileNamingEntry(bundle)) return undefined;
  const entryText = before! + siteDataCode(site) + after;
  const clientScript = bundle.clientScript.replace(HASHED_ENTRY, `-${assetHash(entryText)}.js`);
  const contents = Buffer.from(entryText, 'utf8');
  const files = bundle.files.map((file) => (file === entry ? { path: clientScript, contents } : file));
  return { ...bundle, clientScript, files, bytes: files.reduce((n, file) => n + file.contents.byteLength, 0) };
}

/**
 * The script or stylesheet of `bundle`, other than the client entry, that
 * names the entry's file, if any: renaming the entry (see {@link putSiteData})
 * would leave that reference dangling.
 */
export function fileNamingEntry(bundle: Pick<BundleOutput, 'clientScript' | 'files'>): string | undefined {
  const name = basename(bundle.clientScript);
  return bundle.files.find((file) => file.path !== bundle.clientScript && /\.(?:js|css)$/.test(file.path) && utf8(file.contents).includes(name))?.path;
}

/** A file's bytes as text, without copying them. */
function utf8(contents: Uint8Array): string {
  return Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength).toString('utf8');
}
