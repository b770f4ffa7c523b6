import { join, resolve } from 'node:path';
import type { SiteData } from '../../shared/types.js';
import type { BundleOutput } from '../bundle/bundle-output.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { DocRef } from '../content/doc.js';
import { openDocSourceBook, type DocSourceBook } from '../content/doc-source-book.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';
import { cachedBundle } from './bundle-cache.js';
import { emptyTrashDetached } from './empty-trash.js';
import { cachedSearchIndex, readSearchIndexEntry, writeSearchIndexEntry } from './search-index-cache.js';
import type { PreviousSearchIndex } from '../search/plan-search-index-update.js';
import { openCacheStore } from './cache-store.js';
import { compiledDocsCache, type CompiledDocsCache } from './compiled-docs-cache.js';
import { renderedPagesCache, type RenderedPagesCache } from './rendered-pages-cache.js';
import { toolchainFingerprint } from './toolchain-fingerprint.js';
import type { StripTypes } from '../markdown/strip-types.js';
import { stripTypesMemo } from './strip-types-memo.js';

/** How much of a build came from the cache; part of `BuildResult`. */
export interface BuildCacheStats {
  /** The cache folder. */
  dir: string;
  /** Docs whose compiled form was reused, and docs compiled (all of them when the site has markdown plugins). */
  docs: { reused: number; compiled: number };
  /** Pages whose markup was reused, and pages rendered. */
  pages: { reused: number; rendered: number };
  /** Whether the bundle (client entry and server renderer) was reused or made by esbuild. */
  clientBundle: 'reused' | 'built';
  /** Damaged cache entries found and ignored (then rebuilt). */
  corruptEntries: number;
}

/**
 * The persistent build cache as one build uses it: compiled docs, the
 * client bundle and rendered pages, each entry keyed by a content hash of
 * all it was made from (with the toolchain's fingerprint), and checked
 * against what it depends on before reuse. What is not cached runs every
 * build: sidebars, routes, link checking, data chunks and putting each HTML
 * file together. So reusing an entry can only skip work whose result would
 * be the same, byte for byte.
 */
export interface BuildCache {
  /** The cache folder (the config's `cacheDir`). */
  readonly dir: string;
  /**
   * Starts reading the compiled docs' entries, and finding where their text
   * lies, while the content phase finds the docs: the markdown phase of a
   * warm build otherwise waited for them. The text itself (17 of the 19 MB
   * at 1000 docs) is read only for the docs whose pages need it.
   */
  prefetchDocs(): void;
  /** The compiled-docs cache for a build of `docs`; undefined when the site's markdown cannot be cached (it has remark or rehype plugins). */
  docsCache(docs: readonly DocRef[]): CompiledDocsCache | undefined;
  /** What the last build recorded of the doc files in `docsDir`, for the content phase to skip reading those unchanged (see `DocSourceBook`). */
  docSources(docsDir: string): DocSourceBook;
  /** The toolchain fingerprint every key includes. */
  readonly toolchain: string;
  /** A memo of `stripTypes` for docs compiled on this thread. */
  stripTypes(): Promise<StripTypes>;
  /** The bundle phase's output, from the cache or made by `make`; remembers its hash for `pages`. */
  bundle(site: SiteData, theme: ResolvedTheme, make: () => Promise<BundleOutput>): Promise<BundleOutput>;
  /** The search index: restored from the cache, or made by `write` and stored (see `cachedSearchIndex`). */
  searchIndex<T>(input: Parameters<typeof cachedSearchIndex>[2], write: () => Promise<T>): Promise<T | undefined>;
  /** The last search index the cache recorded for `settings`, for a patch to update (see `readSearchIndexEntry`). */
  lastSearchIndex(settings: unknown): Promise<PreviousSearchIndex | undefined>;
  /** Records a search index a patch updated in place (see `writeSearchIndexEntry`). */
  storeSearchIndex(settings: unknown, index: Parameters<typeof writeSearchIndexEntry>[3]): Promise<void>;
  /** A hash of the client bundle and every source file it was made from, once `bundle` has run. */
  readonly bundleHash: string | undefined;
  /** The rendered-pages cache; available once the client bundle is known. */
  pages(): RenderedPagesCache;
  /** Where the build moves the output it replaces (see `commitStagingDir`), to be deleted by `emptyTrash`. */
  readonly trashDir: string;
  /**
   * Deletes what the trash holds in a detached process (see `emptyTrashDetached`); after the swap.
   * The folders of one entry are kept, without their files, as `outputFolders`.
   */
  emptyTrash(): void;
  /** Where an old output's folders wait, emptied of files, for the next build's staging folder (see `createStagingDir`). */
  readonly outputFolders: string;
  /** Writes what this build added to the cache; called whether the build succeeded or not. */
  flush(): Promise<void>;
  /** Removes entries no longer needed (after a successful build). */
  prune(): Promise<void>;
  /** What came from the cache, given how many docs and pages the build had. */
  stats(counts: { docs: number; docsReused: number; pages: number }): BuildCacheStats;
}

/**
 * Opens the build cache in `config.cacheDir`, or returns undefined when
 * the folder cannot be created (the build then runs without one).
 *
 * @param toolchain The toolchain's fingerprint when the caller started computing it already (see `toolchainFingerprint`).
 */
export async function openBuildCache(config: ResolvedConfig, toolchain: Promise<string> = toolchainFingerprint()): Promise<BuildCache | undefined> {
  const [store, fingerprint] = await Promise.all([openCacheStore(config.cacheDir), toolchain]);
  if (!store) return undefined;
  let client: { hash: string; reused: boolean } | undefined;
  let pages: RenderedPagesCache | undefined;
  const trashDir = join(config.cacheDir, 'trash');
  const outputFolders = join(config.cacheDir, 'output-folders');
  return {
    dir: config.cacheDir,
    toolchain: fingerprint,
    trashDir,
    outputFolders,
    emptyTrash: () => void emptyTrashDetached(trashDir, outputFolders),
    prefetchDocs: () => {
      store.prefetch('docs');
      store.prefetch('docText');
    },
    docsCache: (docs) => compiledDocsCache(store, fingerprint, config, docs),
    docSources: (docsDir) => openDocSourceBook(config.cacheDir, fingerprint, resolve(docsDir)),
    stripTypes: () => stripTypesMemo(store, fingerprint),
    async bundle(site, theme, make) {
      const cached = await cachedBundle(store, fingerprint, site, theme, make);
      client = { hash: cached.hash, reused: cached.reused };
      return cached.bundle;
    },
    searchIndex: (input, write) => cachedSearchIndex(store, fingerprint, input, write),
    lastSearchIndex: (settings) => readSearchIndexEntry(store, fingerprint, settings),
    storeSearchIndex: (settings, index) => writeSearchIndexEntry(store, fingerprint, settings, index),
    get bundleHash() {
      return client?.hash;
    },
    pages() {
      if (!client) throw new Error('Quire: the rendered-pages cache needs the bundle first.');
      return (pages ??= renderedPagesCache(store, fingerprint, client.hash));
    },
    flush: () => store.flush(),
    prune: () => store.prune(),
    stats: ({ docs: docCount, docsReused, pages: pageCount }) => ({
      dir: config.cacheDir,
      docs: { reused: docsReused, compiled: docCount - docsReused },
      pages: { reused: pages?.reused ?? 0, rendered: pageCount - (pages?.reused ?? 0) },
      clientBundle: client?.reused ? 'reused' : 'built',
      corruptEntries: store.corrupt,
    }),
  };
}
