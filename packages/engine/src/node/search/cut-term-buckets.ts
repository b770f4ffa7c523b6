import { encodeBucketOf, headChars } from '../../shared/search-index-format.js';

/** A term of the index with its postings already encoded (df, page deltas, weights: see `encodeBucket`). */
export interface EncodedTerm {
  term: string;
  /** The term's part of a bucket after the names: varint df, df varint page deltas, df weight bytes. */
  postings: Uint8Array;
}

/** Index buckets compress about 2 to 3 times; one whose bytes are this many times the target is split unseen. */
const NO_RATIO_ABOVE = 16;

/** One bucket of the cut: its key, its compressed bytes and its uncompressed ones (which name it). */
export interface TermBucket {
  prefix: string;
  raw: Uint8Array;
  compressed: Uint8Array;
}

/** What {@link cutTermBuckets} made. */
export interface TermBuckets {
  /** In key order. */
  buckets: TermBucket[];
  /** Keys whose bucket was split (see `SearchIndexRoot.split`). */
  split: string[];
}

/**
 * Cuts the index's terms into buckets by prefix, as `SearchIndexRoot`
 * describes: one bucket per first character, and a bucket whose compressed
 * size passes `targetBytes` and that holds a term longer than its key split
 * by the next character, recursively; the term equal to the key stays in the
 * parent, which stays listed.
 *
 * @param terms Sorted by term (code-unit order).
 * @param compress Compresses a bucket's bytes (gzip in the build).
 */
export function cutTermBuckets(terms: readonly EncodedTerm[], targetBytes: number, compress: (raw: Uint8Array) => Uint8Array): TermBuckets {
  const buckets: TermBucket[] = [];
  const split: string[] = [];
  const utf8 = new TextEncoder();
  const names = terms.map(({ term }) => utf8.encode(term));
  const postings = terms.map((term) => term.postings);

  /** Cuts `terms[from, to)`, all longer than `depth` characters sharing their first `depth`, into groups by their next character. */
  const cutChildren = (from: number, to: number, depth: number): void => {
    let start = from;
    while (start < to) {
      const prefix = headChars(terms[start]!.term, depth + 1);
      let end = start + 1;
      while (end < to && terms[end]!.term.startsWith(prefix)) end++;
      cut(prefix, start, end);
      start = end;
    }
  };

  /** Makes the bucket of `prefix` from `terms[from, to)`, which all start with it, or splits it. */
  const cut = (prefix: string, from: number, to: number): void => {
    const raw = encodeBucketOf(names, postings, from, to);
    const exact = terms[from]!.term === prefix ? 1 : 0;
    const longer = to - from - exact > 0;
    // Far past the target, no compression brings it under: the bucket splits without spending a compression on it.
    const compressed = longer && raw.length > targetBytes * NO_RATIO_ABOVE ? undefined : compress(raw);
    if (compressed && (compressed.length <= targetBytes || !longer)) {
      buckets.push({ prefix, raw, compressed });
      return;
    }
    split.push(prefix);
    const parentRaw = encodeBucketOf(names, postings, from, from + exact);
    buckets.push({ prefix, raw: parentRaw, compressed: compress(parentRaw) });
    cutChildren(from + exact, to, [...prefix].length);
  };

  cutChildren(0, terms.length, 0);
  buckets.sort((a, b) => (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0));
  return { buckets, split: split.sort() };
}
