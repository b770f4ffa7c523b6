/**
 * The layout of Quire's search index (folder `SEARCH_INDEX_DIR` of the
 * output), shared by the build that writes it and the browser that reads it.
 * The browser downloads only the root, the term buckets its query's words
 * fall in, and the page tables and fragments of the results it shows, so a
 * search costs what it matches, whatever the site's size.
 */

// Shared code compiles without the DOM's or Node's types; both runtimes have these.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string };

/** The root file of the index folder: plain JSON, neither hashed nor compressed, fetched with `cache: 'no-cache'`. */
export const SEARCH_INDEX_ROOT_FILE = 'index.json';
/** Version of the layout in {@link SearchIndexRoot.version}; a change of layout changes it. */
export const SEARCH_INDEX_VERSION = 1;
/** Extension of the index's gzip-compressed files (every file but the root). */
export const SEARCH_FILE_EXTENSION = '.bin';

/** BM25's term-frequency saturation. */
export const K1 = 1.2;
/** BM25's length normalization. */
export const B = 0.75;
/**
 * The page length (in tokens) weights are normalized against: a constant
 * rather than the site's average, so an edit to one page changes no other
 * page's weights and so leaves other buckets' bytes alike.
 */
export const AVG_LEN = 400;
/** What one occurrence of a word adds to its page's frequency, by where it is. */
export const FIELD_BOOST = { title: 8, heading: 4, code: 2, prose: 1 } as const;

/** Pages per page table (`SearchIndexRoot.tables`). */
export const PAGE_TABLE_SIZE = 256;
/** A term bucket whose compressed size would pass this is split by the next character of its terms. */
export const BUCKET_TARGET_BYTES = 32 * 1024;
/** Most child buckets a short prefix word fetches; past this it is matched exactly only. */
export const MAX_PREFIX_BUCKETS = 4;
/** Most terms an unfinished last word expands to (highest df first). */
export const MAX_PREFIX_EXPANSIONS = 16;

/** The index's entry, `search-index/index.json`. */
export interface SearchIndexRoot {
  version: 1;
  /** How many pages are indexed (N, for idf). */
  pages: number;
  /** Term prefix → file stem `terms/<hash>` of the bucket of the terms starting with it (file `<stem>.bin`). */
  buckets: Record<string, string>;
  /** Prefixes whose bucket was split: it holds only the term equal to the prefix; longer terms are in child buckets. */
  split: string[];
  /** Page table k (pages `k * PAGE_TABLE_SIZE` on) → file stem `pages/<hash>`. */
  tables: string[];
}

/**
 * Whether parsed JSON has the shape of a root of this layout version: checked
 * where a root is read back (the browser's search client, the build cache's
 * last index), so a wrong or older file is turned away there, not deep in a search.
 */
export function isSearchIndexRoot(json: unknown): json is SearchIndexRoot {
  const root = json as Partial<SearchIndexRoot> | null;
  return root?.version === SEARCH_INDEX_VERSION && typeof root.pages === 'number' && typeof root.buckets === 'object' && Array.isArray(root.split) && Array.isArray(root.tables);
}

/** One page as a search result shows it: `search-index/fragments/<hash>.bin`, gzip JSON. */
export interface SearchFragment {
  /** Route path without base URL. */
  url: string;
  title: string;
  /**
   * The page's heading sections in document order; anchor `''` is the page top. `code`, the
   * identifiers of the section's code blocks, is there (when there are any) so that the build can
   * count a page's terms again from its fragment alone and update the index in place; the browser
   * need not read it.
   */
  sections: Array<{ anchor: string; heading: string; depth: number; text: string; code?: string[] }>;
}

/** A term and its postings, as a bucket holds them. */
export interface DecodedTerm {
  term: string;
  /** Page numbers, ascending. */
  pages: Uint32Array;
  /** The weight byte (1..255) of the term on each page of `pages`. */
  weights: Uint8Array;
}

/**
 * The weight byte of a term on a page: BM25's term part,
 * `f·(K1+1) / (f + K1·(1 − B + B·len/AVG_LEN))`, scaled so its bound K1+1
 * (f growing) is 255, and at least 1.
 *
 * @param f The term's boosted frequency on the page (see {@link FIELD_BOOST}).
 * @param len The page's length in tokens.
 */
export function weightByte(f: number, len: number): number {
  const w = (f * (K1 + 1)) / (f + K1 * (1 - B + (B * len) / AVG_LEN));
  return Math.max(1, Math.min(255, Math.round((w / (K1 + 1)) * 255)));
}

/** Bytes of `value` as an unsigned LEB128 varint. */
export function varintLength(value: number): number {
  let n = 1;
  while (value >= 0x80) {
    value = Math.floor(value / 128);
    n++;
  }
  return n;
}

/** Writes `value` as an unsigned LEB128 varint at `at`; returns where it ends. */
export function writeVarint(out: Uint8Array, at: number, value: number): number {
  while (value >= 0x80) {
    out[at++] = (value & 0x7f) | 0x80;
    value = Math.floor(value / 128);
  }
  out[at++] = value;
  return at;
}

/**
 * A bucket's bytes before compression: `termCount`; each term's UTF-8 byte
 * length and bytes; then, in the same order, each term's df, its df page
 * numbers as deltas (the first is the page number), and its df weight bytes.
 * All integers are unsigned LEB128 varints. `terms` must be sorted by term.
 */
export function encodeBucket(terms: readonly DecodedTerm[]): Uint8Array {
  const utf8 = new TextEncoder();
  return encodeBucketOf(
    terms.map(({ term }) => utf8.encode(term)),
    terms.map(({ pages, weights }) => encodePostings(pages, weights)),
  );
}

/**
 * The bucket (see {@link encodeBucket}) of terms `[from, to)` given their
 * UTF-8 names and their postings already encoded (see {@link encodePostings}):
 * the one writer of the layout, which the build's bucket cutting calls on
 * ranges of every term of the index.
 */
export function encodeBucketOf(names: readonly Uint8Array[], postings: readonly Uint8Array[], from = 0, to = names.length): Uint8Array {
  let size = varintLength(to - from);
  for (let i = from; i < to; i++) size += varintLength(names[i]!.length) + names[i]!.length + postings[i]!.length;
  const out = new Uint8Array(size);
  let at = writeVarint(out, 0, to - from);
  for (let i = from; i < to; i++) {
    at = writeVarint(out, at, names[i]!.length);
    out.set(names[i]!, at);
    at += names[i]!.length;
  }
  for (let i = from; i < to; i++) {
    out.set(postings[i]!, at);
    at += postings[i]!.length;
  }
  return out;
}

/** A term's part of a bucket after the names (see {@link encodeBucket}): its df, its page deltas, its weight bytes. */
export function encodePostings(pages: Uint32Array, weights: Uint8Array): Uint8Array {
  let size = varintLength(pages.length) + weights.length;
  for (let i = 0; i < pages.length; i++) size += varintLength(pages[i]! - (i > 0 ? pages[i - 1]! : 0));
  const out = new Uint8Array(size);
  let at = writeVarint(out, 0, pages.length);
  for (let i = 0; i < pages.length; i++) at = writeVarint(out, at, pages[i]! - (i > 0 ? pages[i - 1]! : 0));
  out.set(weights, at);
  return out;
}

/** Reads varints from a byte array; throws on bytes that end inside a value. */
class ByteReader {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}

  varint(): number {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      if (this.at >= this.bytes.length) throw new Error('search index bucket ends inside a number');
      const byte = this.bytes[this.at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
    }
  }

  take(n: number): Uint8Array {
    if (this.at + n > this.bytes.length) throw new Error('search index bucket is cut short');
    const bytes = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return bytes;
  }
}

/** The terms of a bucket's decompressed bytes (see {@link encodeBucket}); weights are views into `bytes`. */
export function decodeBucket(bytes: Uint8Array): DecodedTerm[] {
  const reader = new ByteReader(bytes);
  const utf8 = new TextDecoder();
  const count = reader.varint();
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push(utf8.decode(reader.take(reader.varint())));
  return names.map((term) => {
    const df = reader.varint();
    const pages = new Uint32Array(df);
    let page = 0;
    for (let i = 0; i < df; i++) pages[i] = page += reader.varint();
    return { term, pages, weights: reader.take(df) };
  });
}

/** The first `n` characters (code points) of `text`: bucket keys are cut by character, not by UTF-16 unit. */
export function headChars(text: string, n: number): string {
  let end = 0;
  for (let i = 0; i < n && end < text.length; i++) end += text.codePointAt(end)! > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/** Length of `text` in characters (code points). */
function charLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if ((text.charCodeAt(i) & 0xfc00) !== 0xdc00) n++;
  return n;
}

/** What lookups need of a root, computed once per root: its longest key (in characters) and its split keys. */
const lookups = new WeakMap<SearchIndexRoot, { longest: number; split: Set<string> }>();

function lookupOf(root: SearchIndexRoot): { longest: number; split: Set<string> } {
  let lookup = lookups.get(root);
  if (!lookup) {
    let longest = 0;
    for (const key in root.buckets) longest = Math.max(longest, charLength(key));
    lookup = { longest, split: new Set(root.split) };
    lookups.set(root, lookup);
  }
  return lookup;
}

/** The longest key of `root.buckets` that `text` starts with, or undefined. */
function longestPrefixKey(root: SearchIndexRoot, text: string): string | undefined {
  for (let n = Math.min(charLength(text), lookupOf(root).longest); n >= 1; n--) {
    const key = headChars(text, n);
    if (Object.prototype.hasOwnProperty.call(root.buckets, key)) return key;
  }
  return undefined;
}

/**
 * The key of the bucket that holds `term` (fetch `root.buckets[key] + '.bin'`),
 * or undefined when the term cannot be in the index: no key is a prefix of
 * it, or the longest such key was split and the term is longer than it (its
 * child bucket would exist if any term went there).
 */
export function bucketOf(root: SearchIndexRoot, term: string): string | undefined {
  const key = longestPrefixKey(root, term);
  if (key === undefined) return undefined;
  if (key !== term && lookupOf(root).split.has(key)) return undefined;
  return key;
}

/**
 * The keys of the buckets to fetch for the terms starting with `word` (an
 * unfinished last query word). One bucket when a key not split is a prefix
 * of the word; when the word is itself a split key, its bucket and its
 * descendants' if there are at most {@link MAX_PREFIX_BUCKETS} of them, else
 * its bucket only (the word is then matched exactly). Empty when no term can
 * start with the word.
 */
export function prefixBuckets(root: SearchIndexRoot, word: string): string[] {
  const key = longestPrefixKey(root, word);
  if (key === undefined) return [];
  if (!lookupOf(root).split.has(key)) return [key];
  if (key !== word) return [];
  const descendants = Object.keys(root.buckets)
    .filter((other) => other.length > key.length && other.startsWith(key))
    .sort();
  return descendants.length <= MAX_PREFIX_BUCKETS ? [key, ...descendants] : [key];
}
