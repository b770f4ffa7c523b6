import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteData } from '../../shared/types.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import type { CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

/** What an entry records besides the files: the bundle's metadata and a hash of each source file it was made from. */
interface ClientEntryHeader {
  bundle: Omit<ClientBundle, 'files'>;
  inputHashes: string[];
  files: Array<{ path: string; length: number }>;
}

/** The client bundle of one build, and a hash of its sources for the keys of rendered pages. */
export interface CachedClientBundle {
  bundle: ClientBundle;
  /** Hash of the contents of every source file of the bundle, plus the site data and theme paths. */
  hash: string;
  reused: boolean;
}

/**
 * The client bundle (runtime + theme + site data, esbuild's work) from the
 * build cache, written into `outDir`, when the cache has one made from the
 * same site data, theme and toolchain and every source file esbuild read
 * then still has the same contents; else made by `make` and stored. Page
 * edits never touch it, so a warm build does not run esbuild at all.
 */
export async function cachedClientBundle(
  store: CacheStore,
  toolchain: string,
  site: SiteData,
  theme: ResolvedTheme,
  outDir: string,
  make: () => Promise<ClientBundle>,
): Promise<CachedClientBundle> {
  const key = contentHash('client', toolchain, JSON.stringify(site), JSON.stringify(theme));
  const payload = await store.read('client', key);
  const cached = payload && (await restore(payload, outDir));
  if (cached) return { ...cached, hash: contentHash(key, ...cached.inputHashes), reused: true };

  const bundle = await make();
  const inputHashes = await Promise.all(bundle.inputs.map(async (file) => sha256(await readFile(file))));
  const { files, ...meta } = bundle;
  const header: ClientEntryHeader = { bundle: meta, inputHashes, files: files.map((f) => ({ path: f.path, length: f.contents.length })) };
  await store.write('client', key, Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), ...files.map((f) => f.contents)]));
  return { bundle, hash: contentHash(key, ...inputHashes), reused: false };
}

/** Writes a cached bundle's files into `outDir`, if every source file it records is unchanged. */
async function restore(payload: Buffer, outDir: string): Promise<(CachedClientBundle & { inputHashes: string[] }) | undefined> {
  const newline = payload.indexOf(10);
  let header: ClientEntryHeader;
  try {
    header = JSON.parse(payload.toString('utf8', 0, newline)) as ClientEntryHeader;
  } catch {
    return undefined;
  }
  const { bundle, inputHashes, files } = header;
  if (!Array.isArray(bundle?.inputs) || !Array.isArray(files) || inputHashes?.length !== bundle.inputs.length) return undefined;
  const current = await Promise.all(bundle.inputs.map((file) => readFile(file).then(sha256, () => undefined)));
  if (current.some((hash, i) => hash !== inputHashes[i])) return undefined;

  let offset = newline + 1;
  const contents = files.map((file) => {
    const bytes = payload.subarray(offset, offset + file.length);
    offset += file.length;
    return { path: file.path, contents: bytes };
  });
  if (offset !== payload.length) return undefined;
  await Promise.all([...new Set(contents.map((f) => dirname(join(outDir, f.path))))].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(contents.map((f) => writeFile(join(outDir, f.path), f.contents)));
  return { bundle: { ...bundle, files: contents }, hash: '', reused: true, inputHashes };
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
