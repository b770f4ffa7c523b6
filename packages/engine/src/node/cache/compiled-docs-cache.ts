import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/resolved-config.js';
import type { Doc, DocRef } from '../content/doc.js';
import { sourceDigest } from '../content/doc-source-book.js';
import { DOCS_TEXT_ON_DISK_FROM } from '../content/docs-text-on-disk.js';
import { bodyJsonText, searchSectionsOf, type SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { sectionsDigest } from '../search/search-page-digest.js';
import type { SearchSection } from '../search/search-section.js';
import { resolveHref } from '../markdown/resolve-href.js';
import type { CacheStore } from './cache-store.js';
import { contentHash, contentHashOf } from './content-hash.js';

/**
 * What a compiled doc was made from besides its own source, recorded with
 * it and checked before it is reused:
 *
 * - its links: a `.md` link becomes the route of the doc it names, so each
 *   collected link is resolved again against today's docs and must give the
 *   same URL (a renamed slug, a deleted target);
 * - the images beside the docs that it shows: their bytes decide the
 *   hashed file name and the width and height;
 * - for a doc with a broken `.md` link, the whole set of docs: the warning
 *   suggests the closest doc, and a new file may mend the link.
 */
interface DocDependencies {
  images: Array<{ source: string; sha256: string }>;
  /** Hash of every doc's file and route, when the doc's warnings depend on the whole set. */
  docSet?: string;
  /**
   * Hash of every doc's file and route when the doc's links were resolved: a link resolves from
   * nothing else (see `resolveHref`), so while the set is the same its links need no resolving again.
   */
  resolvedIn?: string;
}

/** Reads and writes compiled docs (the markdown phase's output) in the build cache. */
export interface CompiledDocsCache {
  /**
   * The cached compiled docs that are still exactly what compiling would
   * give, by doc id. Their bodies and search sections are not read yet:
   * `bodyJson` and `search` read them when called, and throw
   * {@link CachedDocTextLost} if they are damaged or gone by then.
   */
  load(docs: readonly Doc[]): Promise<Map<string, SerializedCompiledDoc>>;
  /** Stores a freshly compiled doc; a doc that failed to compile (has errors) is not kept. */
  store(doc: Doc, compiled: SerializedCompiledDoc): Promise<void>;
  /**
   * Lets go of a stored doc's body and search text, which it then reads from
   * the cache's file each time they are asked for (see {@link CachedDocTextLost}),
   * keeping nothing: a big build's main thread otherwise holds every page's
   * text until the last page is rendered and indexed. Only for a doc whose
   * entry `store` gave to the cache and the cache has flushed since; false
   * (nothing changed) for any other.
   */
  release(doc: Doc, compiled: SerializedCompiledDoc): Promise<boolean>;
  /** Whether a doc this cache gave back could not be given its body or search text (see {@link CachedDocTextLost}). */
  readonly textLost: boolean;
}

/**
 * Thrown by the body or search sections of a doc the cache gave back when
 * their bytes, left unread at lookup, turn out damaged or removed (by a
 * build beside this one merging the segments). The doc counted as reused
 * and cannot be compiled in the middle of a later phase: `build` starts
 * again without reusing compiled docs.
 */
export class CachedDocTextLost extends Error {
  constructor(filePath: string) {
    super(`The build cache's text of ${filePath} was damaged or removed during the build.`);
    this.name = 'CachedDocTextLost';
  }
}

/**
 * The compiled-doc cache of one build, or undefined when the site's
 * markdown cannot be cached: remark and rehype plugins are code the
 * engine cannot fingerprint (a plugin package upgraded in place would go
 * unnoticed), so such sites compile every doc on every build.
 *
 * @param toolchain See `toolchainFingerprint`.
 * @param docs Every doc of the build, to resolve `.md` links against.
 */
export function compiledDocsCache(store: CacheStore, toolchain: string, config: ResolvedConfig, docs: readonly DocRef[]): CompiledDocsCache | undefined {
  const { remarkPlugins, rehypePlugins, tocMinHeadingLevel, tocMaxHeadingLevel, format } = config.markdown;
  if (remarkPlugins.length > 0 || rehypePlugins.length > 0) return undefined;
  const options = JSON.stringify({ tocMinHeadingLevel, tocMaxHeadingLevel, format, languages: config.prism.additionalLanguages });
  const docsByFile = new Map<string, DocRef>(docs.map(({ filePath, relativePath, route }) => [filePath, { filePath, relativePath, route }]));
  let docSet: string | undefined;
  const docSetHash = () => (docSet ??= contentHashOf(['doc-set', ...docs.flatMap((d) => [d.filePath, d.relativePath, d.route])]));
  // The source by its digest: a warm build has not read the files that did not change (see `DocSourceBook`).
  const keyOf = (doc: Doc) => contentHash('doc-2', toolchain, options, doc.filePath, doc.relativePath, doc.id, doc.route, doc.sourceDigest ?? sourceDigest(doc.source));

  let textLost = false;
  const lost = (doc: Doc) => {
    textLost = true;
    return new CachedDocTextLost(doc.filePath);
  };

  return {
    get textLost() {
      return textLost;
    },
    async load(wanted) {
      const found = new Map<string, SerializedCompiledDoc>();
      const keepText = wanted.length < DOCS_TEXT_ON_DISK_FROM;
      await Promise.all(
        wanted.map(async (doc) => {
          const key = keyOf(doc);
          const payload = await store.read('docs', key);
          // Located only for a doc that has an entry: locating counts the text as used, which `prune` then keeps.
          const text = payload && (await store.locate('docText', key));
          // A big site's text is read again on every ask, not kept: its pages' bodies, kept as each page was written,
          // grew to 2 GB by the end of a 100 000-page build that could lend no page from the last output.
          const entry = payload && text && parseEntry(payload, docTextReader(text, () => lost(doc), keepText));
          if (entry && (await stillValid(entry, doc, docsByFile, docSetHash))) found.set(doc.id, entry.compiled);
        }),
      );
      return found;
    },
    async store(doc, compiled) {
      if (compiled.warnings.some((w) => w.severity === 'error')) return;
      // The sections go in as a line of their own, which a warm build parses only for pages it indexes again; their
      // digest, set on the doc now, stands for them meanwhile (see `searchPageDigest`).
      // A doc compiled on a thread brings the text, and their digest with it (see `packForThread`).
      const searchJson = compiled.searchJson ?? JSON.stringify(searchSectionsOf(compiled.search));
      if (compiled.searchJson === undefined) compiled.searchDigest = sectionsDigest(searchJson);
      const images = await Promise.all(compiled.images.map(async ({ source }) => ({ source, sha256: sha256(await readFile(source)) })));
      const dependsOnDocSet = compiled.warnings.some((w) => w.code === 'broken-markdown-link');
      const deps: DocDependencies = { images, ...(dependsOnDocSet && { docSet: docSetHash() }), resolvedIn: docSetHash() };
      const { bodyJson, search: _search, searchJson: _searchJson, ...meta } = compiled;
      const key = keyOf(doc);
      // The body goes in as it is, after the sections' line of JSON: no escaping to write, no string to unescape on reading.
      await Promise.all([store.write('docs', key, JSON.stringify({ deps, meta })), store.write('docText', key, `${searchJson}\n${bodyJsonText(bodyJson)}`)]);
    },
    async release(doc, compiled) {
      const read = await store.locate('docText', keyOf(doc));
      if (!read) return false;
      // Read on every ask, not kept: keeping the text is what releasing it avoids.
      Object.assign(compiled, textReaders(docTextReader(read, () => lost(doc), false)));
      // Assigned, not deleted: a deleted property turns the object into a slower, larger dictionary.
      compiled.searchJson = undefined;
      return true;
    },
  };
}

/** A doc's `docText` entry: the search sections' JSON, a line break, and the body's JSON. */
interface DocText {
  bytes: Buffer;
  /** Where the sections' line ends: JSON text holds no raw line break. */
  sectionsEnd: number;
}

/**
 * Reads a located `docText` entry when called; throws `lost()` if it cannot be had.
 * @param keep Keep it once read (a doc the cache gave back), or read it on every call (a released one).
 */
function docTextReader(read: () => Buffer | undefined, lost: () => Error, keep: boolean): () => DocText {
  let text: DocText | undefined;
  return () => {
    if (text) return text;
    const bytes = read();
    const sectionsEnd = bytes ? bytes.indexOf(10) : -1;
    if (!bytes || sectionsEnd < 0) throw lost();
    const found = { bytes, sectionsEnd };
    if (keep) text = found;
    return found;
  };
}

/** A compiled doc's body and search sections, read from its `docText` entry when asked for. */
function textReaders(text: () => DocText): Pick<SerializedCompiledDoc, 'bodyJson' | 'search'> {
  return {
    bodyJson: () => {
      const { bytes, sectionsEnd } = text();
      return bytes.toString('utf8', sectionsEnd + 1);
    },
    search: () => {
      const { bytes, sectionsEnd } = text();
      return JSON.parse(bytes.toString('utf8', 0, sectionsEnd)) as SearchSection[];
    },
  };
}

/**
 * A cached doc from its `docs` entry (what every build needs of it) and, read only when the build asks for its body
 * or search sections, its `docText` entry: the sections' JSON on one line, then the body's.
 */
function parseEntry(payload: Buffer, text: () => DocText): { compiled: SerializedCompiledDoc; deps: DocDependencies } | undefined {
  try {
    const { deps, meta } = JSON.parse(payload.toString('utf8')) as { deps: DocDependencies; meta: Omit<SerializedCompiledDoc, 'bodyJson' | 'search'> };
    if (!Array.isArray(deps?.images) || !Array.isArray(meta?.links) || !Array.isArray(meta.warnings) || typeof meta.bodyDigest !== 'string' || typeof meta.searchDigest !== 'string') {
      return undefined;
    }
    return { deps, compiled: { ...meta, ...textReaders(text) } };
  } catch {
    return undefined;
  }
}

async function stillValid(
  entry: { compiled: SerializedCompiledDoc; deps: DocDependencies },
  doc: Doc,
  docsByFile: ReadonlyMap<string, DocRef>,
  docSetHash: () => string,
): Promise<boolean> {
  // Resolving every link of every doc again took ~40 ms of a warm 1000-page build whose docs were the same files.
  if (entry.deps.resolvedIn !== docSetHash()) {
    for (const link of entry.compiled.links) {
      const resolved = resolveHref(link.raw, doc, docsByFile);
      if (resolved.kind !== 'internal' || resolved.url !== link.url) return false;
    }
  }
  if (entry.deps.docSet !== undefined && entry.deps.docSet !== docSetHash()) return false;
  for (const image of entry.deps.images) {
    const bytes = await readFile(image.source).catch(() => undefined);
    if (!bytes || sha256(bytes) !== image.sha256) return false;
  }
  return true;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
