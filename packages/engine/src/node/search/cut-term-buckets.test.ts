import { describe, expect, it } from 'vitest';
import { bucketOf, decodeBucket, encodeBucket, prefixBuckets, type DecodedTerm, type SearchIndexRoot } from '../../shared/search-index-format.js';
import { cutTermBuckets, type EncodedTerm } from './cut-term-buckets.js';

/** A term on `df` pages, encoded as the builder encodes it (the bucket encoder's bytes after the names). */
function encoded(term: string, df: number): EncodedTerm & { decoded: DecodedTerm } {
  const decoded = { term, pages: Uint32Array.from({ length: df }, (_, i) => i * 3), weights: new Uint8Array(df).fill(7) };
  const bytes = encodeBucket([decoded]);
  const nameEnd = 2 + new TextEncoder().encode(term).length;
  return { term, postings: bytes.subarray(nameEnd), decoded };
}

/** The root a cut makes, as the builder writes it, with bucket keys standing for their files. */
function rootOf(cut: ReturnType<typeof cutTermBuckets>): SearchIndexRoot {
  return { version: 1, pages: 1000, buckets: Object.fromEntries(cut.buckets.map((b) => [b.prefix, b.prefix])), split: cut.split, tables: [] };
}

const sizeOnly = (raw: Uint8Array) => raw;

describe('cutTermBuckets', () => {
  it('keeps one bucket per first character while each is under the target', () => {
    const terms = ['apple', 'avocado', 'banana', '😀smile'].map((t) => encoded(t, 2)).sort((a, b) => (a.term < b.term ? -1 : 1));
    const cut = cutTermBuckets(terms, 1000, sizeOnly);
    expect(cut.buckets.map((b) => b.prefix)).toEqual(['a', 'b', '😀']);
    expect(cut.split).toEqual([]);
    expect(decodeBucket(cut.buckets[0]!.raw)).toEqual([terms[0]!.decoded, terms[1]!.decoded]);
  });

  it('splits recursively, keeps each term findable, and leaves a bucket of one long term whole', () => {
    const words = ['s', 'sa', 'sab', 'sabc', 'sabd', 'sb', 'sbx', 'st', 'store', 'storm', 'long'];
    const terms = words.map((t) => encoded(t, 40)).sort((a, b) => (a.term < b.term ? -1 : 1));
    const cut = cutTermBuckets(terms, 90, sizeOnly);
    const root = rootOf(cut);
    expect(cut.split).toEqual(expect.arrayContaining(['s', 'sa', 'st']));
    expect(cut.split).not.toContain('l');
    for (const term of terms) {
      const key = bucketOf(root, term.term)!;
      const bucket = decodeBucket(cut.buckets.find((b) => b.prefix === key)!.raw);
      expect(bucket.find((t) => t.term === term.term)).toEqual(term.decoded);
    }
    expect(bucketOf(root, 'sz')).toBeUndefined();
    // Every bucket is a prefix of its terms, and split parents hold only their own term.
    for (const bucket of cut.buckets) {
      const names = decodeBucket(bucket.raw).map((t) => t.term);
      for (const name of names) expect(name.startsWith(bucket.prefix)).toBe(true);
      if (cut.split.includes(bucket.prefix)) expect(names.every((name) => name === bucket.prefix)).toBe(true);
    }
    expect(prefixBuckets(root, 'st')).toEqual(['st', ...cut.buckets.map((b) => b.prefix).filter((p) => p.startsWith('st') && p !== 'st')]);
  });
});
