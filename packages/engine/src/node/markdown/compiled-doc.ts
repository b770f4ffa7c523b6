import type { Root as HastRoot } from 'hast';
import { contentHash } from '../cache/content-hash.js';
import { compactBody } from './compact-body.js';
import type { TocItem } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostic.js';
import { sectionsDigest } from '../search/search-page-digest.js';
import type { SearchSection } from '../search/search-section.js';

/** An internal link found in a doc, already resolved to an absolute route path. */
export interface CollectedLink {
  /** Resolved target: route path plus optional `#fragment`, e.g. `/api/createSlice#parameters`, or `#x` for the same page resolved to `<route>#x`. */
  url: string;
  /** The href as the author wrote it. */
  raw: string;
  /** 1-based line and column of the link in the source file. */
  line: number;
  column: number;
}

/** An image file beside the docs, copied into the output under a content-hashed name. */
export interface DocImage {
  /** Absolute path of the file. */
  source: string;
  /** Where it goes, relative to the output folder: `assets/media/flow-1a2b3c4d.png`. */
  output: string;
}

/** An image a doc names by site path (`/img/logo.svg`), served from the static folder. */
export interface StaticImageRef {
  path: string;
  line: number;
  column: number;
}

/** The markdown phase's output for one doc: a pure function of its source and the options. */
export interface CompiledDoc {
  /** Front-matter title, else the text of the first `#` heading, else the file name. */
  title: string;
  /** True when the body opens with its own `#` heading. */
  hasTitleHeading: boolean;
  /** HAST of the body, positions stripped, internal hrefs rewritten to absolute route paths. */
  body: HastRoot;
  toc: TocItem[];
  /** Every heading id on the page, for `#anchor` checks. */
  headingIds: string[];
  /** The page's ids are not known at build time (a component page): links into it are checked for the page only. */
  anchorsUnknown?: true;
  /** Every internal link, for the link checker. */
  links: CollectedLink[];
  /** Images beside the docs that the page shows, to copy into the output. */
  images: DocImage[];
  /** Images named by site path, to check against the static folder. */
  staticImages: StaticImageRef[];
  /** The page's heading sections as plain text, for the search index (see `extractSearchSections`). */
  search: SearchSection[];
  /**
   * Problems found while compiling: warnings (a relative `.md` link to a
   * missing file, an unknown admonition type…) and, when a plugin gave up on
   * the doc (`file.fail()`), errors that stop the build.
   */
  warnings: Diagnostic[];
  /**
   * An MDX doc's page as a JavaScript module (ES module importing
   * `react/jsx-runtime`, its default export renders the body); `body` is
   * then empty. The bundle of page components compiles it for the browser
   * and the server renderer.
   */
  mdx?: string;
  /** The `mdx` module imports nothing but the host's modules, which it reads itself: it is compiled without bundling (see `recmaHostImports`). */
  mdxStandalone?: true;
  /** The partials an MDX doc shows in place (absolute paths): its compile depends on their text, which the build cache does not key on. */
  partials?: string[];
}

/**
 * A compiled doc as the rest of the build carries it: the body as JSON text.
 * The build never reads the tree again; it only places it in the route chunk
 * and hands it to the renderer, so keeping it as text spares a deep
 * structured clone between threads and a parse on the main thread.
 */
export interface SerializedCompiledDoc extends Omit<CompiledDoc, 'body' | 'search'> {
  /**
   * The body as JSON text, or a function that reads it: a doc the build
   * cache gave back keeps its body as bytes until a page is rendered or a
   * route chunk written from it (see {@link bodyJsonText}).
   */
  bodyJson: string | (() => string);
  /**
   * A hash of the body's JSON text ({@link bodyDigest}). Route chunks are
   * named, and pages keyed, by it rather than by the text: a warm build of
   * 1000 pages otherwise decoded and hashed 19 MB of bodies it then never used.
   */
  bodyDigest: string;
  /**
   * The search sections, or a function that parses them: a doc the build
   * cache gave back keeps them as JSON text, which a warm build reads only
   * for the pages of a search shard it indexes again (see {@link searchSectionsOf}).
   */
  search: SearchSection[] | (() => SearchSection[]);
  /** `sectionsDigest` of the search sections' JSON, when known: a doc the cache gave back, one stored in it, or one compiled on a thread. */
  searchDigest?: string;
  /**
   * The search sections' JSON text, for a doc compiled on a worker thread
   * (see {@link packForThread}): the cache stores it as it is.
   */
  searchJson?: string;
}

/**
 * A doc compiled on a worker thread, made ready to be sent to the main
 * thread: its search sections go as one JSON text, with their digest, in
 * place of the objects.
 *
 * Why: the main thread keeps every compiled doc until the pages are
 * indexed, and thousands of small section objects, copied over one by one,
 * then kept, made much of its garbage collection; one string per doc is
 * copied in one go. The digest, which the cache's entry needs, is worked
 * out on the thread that has the text. {@link unpackFromThread} undoes it.
 */
export function packForThread(doc: SerializedCompiledDoc): SerializedCompiledDoc {
  const searchJson = JSON.stringify(searchSectionsOf(doc.search));
  return { ...doc, search: [], searchJson, searchDigest: sectionsDigest(searchJson) };
}

/**
 * A doc {@link packForThread} sent, its sections parsed from the text each
 * time they are asked for (the search phase, once per page): kept parsed,
 * every page's sections would stay in memory as objects while the pages
 * render, where the text is a fraction of their size.
 */
export function unpackFromThread(doc: SerializedCompiledDoc): SerializedCompiledDoc {
  const json = doc.searchJson;
  if (json === undefined) return doc;
  doc.search = () => JSON.parse(json) as SearchSection[];
  return doc;
}

/** The serialized form of a compiled doc, its body in compact form (see `compactBody`). */
export function serializeCompiledDoc({ body, ...rest }: CompiledDoc): SerializedCompiledDoc {
  const bodyJson = JSON.stringify(compactBody(body));
  return { ...rest, bodyJson, bodyDigest: bodyDigest(bodyJson) };
}

/** The digest of a body's JSON text that {@link SerializedCompiledDoc.bodyDigest} holds. */
export function bodyDigest(bodyJson: string): string {
  return contentHash('body', bodyJson);
}

/** A compiled doc's body as JSON text, read now if it was left unread (see {@link SerializedCompiledDoc.bodyJson}). */
export function bodyJsonText(bodyJson: string | (() => string)): string {
  return typeof bodyJson === 'string' ? bodyJson : bodyJson();
}

/** A compiled doc's search sections, parsed from the cache's text if they are still there. */
export function searchSectionsOf(search: SearchSection[] | (() => SearchSection[])): SearchSection[] {
  return typeof search === 'function' ? search() : search;
}
