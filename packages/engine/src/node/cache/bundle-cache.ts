import { createHash } from 'node:crypto';
import type { SiteData } from '../../shared/types.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import { readFile } from '../fast-fs.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

/** What an entry records besides the bytes: the bundle's metadata, a hash of each source file, and the length of each file. */
interface BundleEntryHeader {
  meta: Omit<BundleOutput, 'files' | 'serverModule' | 'inputHashes'>;
  inputHashes: string[];
  files: Array<{ path: string; length: number }>;
  serverLength: number;
}

/** The bundle phase's output, and a hash of its sources for the keys of rendered pages. */
export interface CachedBundle {
  bundle: BundleOutput;
  /** Hash of the key and of the contents of every source file of the bundle. */
  hash: string;
  reused: boolean;
}

/**
 * The bundle phase's output (client entry and server renderer, esbuild's
 * work) from the build cache, when it holds one made from the same site
 * data, theme and toolchain and every source file esbuild read then still
 * has the same contents; else made by `make` and stored. Page edits never
 * touch it, so a warm build does not run esbuild.
 */
export async function cachedBundle(
  store: CacheStore,
  toolchain: string,
  site: SiteData,
  theme: ResolvedTheme,
  make: () => Promise<BundleOutput>,
): Promise<CachedBundle> {
  // The theme includes the site's replacement components and stylesheets (`theme.overrides`, absolute paths):
  // adding or removing one makes another key, and their contents are among the inputs checked below.
  const key = contentHash('bundle', toolchain, JSON.stringify(site), JSON.stringify(theme));
  const payload = await store.read('client', key);
  const cached = payload && (await restore(payload));
  if (cached) return { bundle: cached.bundle, hash: contentHash(key, ...cached.inputHashes), reused: true };

  const bundle = await make();
  const { files, serverModule, inputHashes: known, ...meta } = bundle;
  const inputHashes = known ?? (await Promise.all(bundle.inputs.map(async (file) => sha256(await readFile(file)))));
  const server = Buffer.from(serverModule, 'utf8');
  const header: BundleEntryHeader = { meta, inputHashes, files: files.map((f) => ({ path: f.path, length: f.contents.byteLength })), serverLength: server.length };
  await store.write('client', key, [Buffer.from(JSON.stringify(header) + '\n'), ...files.map((f) => f.contents), server]);
  return { bundle, hash: contentHash(key, ...inputHashes), reused: false };
}

/** A cached bundle, if every source file it records is unchanged. */
async function restore(payload: Buffer): Promise<{ bundle: BundleOutput; inputHashes: string[] } | undefined> {
  const newline = payload.indexOf(10);
  let header: BundleEntryHeader;
  try {
    header = JSON.parse(payload.toString('utf8', 0, newline)) as BundleEntryHeader;
  } catch {
    return undefined;
  }
  const { meta, inputHashes, files, serverLength } = header;
  if (!Array.isArray(meta?.inputs) || !Array.isArray(files) || inputHashes?.length !== meta.inputs.length) return undefined;
  const current = await Promise.all(meta.inputs.map((file) => readFile(file).then(sha256, () => undefined)));
  if (current.some((hash, i) => hash !== inputHashes[i])) return undefined;
  let offset = newline + 1;
  const restored = files.map((file) => {
    const contents = payload.subarray(offset, offset + file.length);
    offset += file.length;
    return { path: file.path, contents };
  });
  const serverModule = payload.toString('utf8', offset, offset + serverLength);
  if (offset + serverLength !== payload.length) return undefined;
  return { bundle: { ...meta, files: restored, serverModule }, inputHashes };
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
