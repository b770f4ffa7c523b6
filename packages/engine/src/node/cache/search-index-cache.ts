import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { SEARCH_INDEX_DIR } from '../../shared/types.js';
import { readFile } from '../fast-fs.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { RouteManifest } from '../routes/route-manifest.js';
import type { CacheStore } from './cache-store.js';
import { contentHash } from './content-hash.js';

/** What the search phase returns: the files it wrote, when it says (else they are read back from the folder). */
export type SearchFiles = { written?: Array<{ path: string; bytes: Uint8Array }> } | undefined;

/**
 * The search phase's output (Pagefind's `pagefind/` folder) from the build
 * cache, when it holds one made from the same pages (every doc route's
 * path, title and heading sections, in order), the same search settings
 * (`settings`: DocSearch writes no index) and toolchain (which pins
 * Pagefind's version). Otherwise `write` indexes the site into
 * `outDir`, and the folder it wrote is stored. Indexing a thousand pages
 * takes seconds; an unchanged site, or an edit outside the text (a
 * stylesheet, the config), then costs only writing the files back.
 */
export async function cachedSearchIndex<T extends SearchFiles>(
  store: CacheStore,
  toolchain: string,
  input: {
    manifest: RouteManifest;
    compiled: ReadonlyMap<string, SerializedCompiledDoc>;
    outDir: string;
    settings: unknown;
    /** Lends files of the previous output (see `PreviousOutput`) when restoring. */
    linkPrevious?: (file: string, to: string) => boolean;
  },
  write: () => Promise<T>,
): Promise<T | undefined> {
  const pages: unknown[] = [];
  for (const entry of input.manifest.routes.values()) {
    if (entry.page.kind !== 'doc') continue;
    const doc = input.compiled.get(entry.page.docId);
    if (doc) pages.push([entry.path, entry.page.title, doc.search]);
  }
  const key = contentHash('search', toolchain, JSON.stringify(input.settings), JSON.stringify(pages));
  const dir = join(input.outDir, SEARCH_INDEX_DIR);
  const payload = await store.read('client', key);
  if (payload && (await restore(payload, dir, input.linkPrevious))) return undefined;

  const result = await write();
  const written = result?.written ? [...result.written].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) : await readFolder(dir);
  const header = written.map((file) => ({ path: file.path, length: file.bytes.length }));
  await store.write('client', key, Buffer.concat([Buffer.from(JSON.stringify(header) + '\n'), ...written.map((file) => file.bytes)]));
  return result;
}

/** Every file under `dir`, relative to it, sorted by path. */
async function readFolder(dir: string): Promise<Array<{ path: string; bytes: Uint8Array }>> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const paths = files.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
  const contents = await Promise.all(paths.map((file) => readFile(file)));
  return paths.map((file, i) => ({ path: relative(dir, file).split('\\').join('/'), bytes: contents[i]! }));
}

/** Writes a stored index folder back; false when the entry does not parse. */
async function restore(payload: Buffer, dir: string, linkPrevious?: (file: string, to: string) => boolean): Promise<boolean> {
  const newline = payload.indexOf(10);
  let header: Array<{ path: string; length: number }>;
  try {
    header = JSON.parse(payload.toString('utf8', 0, newline)) as typeof header;
  } catch {
    return false;
  }
  if (!Array.isArray(header) || header.reduce((n, f) => n + f.length, newline + 1) !== payload.length) return false;
  let offset = newline + 1;
  const files = header.map((file) => {
    const bytes = payload.subarray(offset, offset + file.length);
    offset += file.length;
    return { file: join(dir, file.path), bytes };
  });
  await Promise.all([...new Set(files.map((f) => dirname(f.file)))].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map((f, i) => (linkPrevious?.(`${SEARCH_INDEX_DIR}/${header[i]!.path}`, f.file) ? undefined : writeFile(f.file, f.bytes))));
  return true;
}
