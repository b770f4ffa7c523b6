import type { DocFrontMatter } from './front-matter-schema.js';

/** A markdown source file found in the docs folder, with its front matter read and its route decided. */
export interface Doc {
  /** Absolute path of the source file. */
  filePath: string;
  /** Path relative to the docs folder, with forward slashes: `api/createSlice.md`. */
  relativePath: string;
  /** Doc id: folder + front-matter `id` (default: file name without extension), e.g. `api/createSlice`. */
  id: string;
  /** Route path without base URL, e.g. `/api/createSlice` (`slug` overrides the default). */
  route: string;
  frontMatter: FrontMatter;
  /** The whole file as text, front matter included, so positions match the file. */
  source: string;
  /**
   * `sourceDigest` of the file's bytes, which stands for `source` in cache
   * keys; set by `collectDocs`. A doc whose file a build did not read (see
   * `DocSourceBook`) has it without having read `source` yet.
   */
  sourceDigest?: string;
}

/**
 * The doc as plain data, its text read: what a compile thread is sent.
 * Structured cloning copies own properties only, and a doc may read its
 * text through an accessor (see `collectDocs`).
 */
export function plainDoc(doc: Doc): Doc {
  const { filePath, relativePath, id, route, frontMatter, source, sourceDigest } = doc;
  return { filePath, relativePath, id, route, frontMatter, source, ...(sourceDigest !== undefined && { sourceDigest }) };
}

/** What other docs need to know of a doc to resolve links to it; cheap to send to a worker. */
export type DocRef = Pick<Doc, 'filePath' | 'relativePath' | 'route'>;

/**
 * A doc's front matter: every key Docusaurus 3's docs read, plus Quire's
 * `format` (see `DocFrontMatter`); other keys are kept, and warned about.
 */
export type FrontMatter = DocFrontMatter;
