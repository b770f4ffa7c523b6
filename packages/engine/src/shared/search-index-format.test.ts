import { describe, expect, it } from 'vitest';
import {
  K1,
  bucketOf,
  decodeBucket,
  encodeBucket,
  prefixBuckets,
  weightByte,
  type DecodedTerm,
  type SearchIndexRoot,
} from './search-index-format.js';

const term = (name: string, pages: number[], weights: number[]): DecodedTerm => ({ term: name, pages: Uint32Array.from(pages), weights: Uint8Array.from(weights) });

describe('encodeBucket / decodeBucket', () => {
  it('gives back the terms, pages and weights it was given', () => {
    const terms = [term('a', [0], [255]), term('slice', [3, 4, 200, 70_000], [1, 2, 3, 4]), term('東京', [1_000_000], [9]), term('zero', [], [])];
    const bytes = encodeBucket(terms);
    expect(decodeBucket(bytes)).toEqual(terms);
  });

  it('writes the layout of the spec: count, names, then df, page deltas and weights', () => {
    expect([...encodeBucket([term('ab', [2, 130], [7, 8])])]).toEqual([1, 2, 97, 98, 2, 2, 128, 1, 7, 8]);
  });

  it('decodes an empty bucket and rejects bytes cut short', () => {
    expect(decodeBucket(encodeBucket([]))).toEqual([]);
    const bytes = encodeBucket([term('slice', [3, 4], [1, 2])]);
    expect(() => decodeBucket(bytes.subarray(0, bytes.length - 1))).toThrow(/cut short/);
    expect(() => decodeBucket(Uint8Array.of(0x80))).toThrow(/inside a number/);
  });
});

describe('weightByte', () => {
  it('grows with the frequency toward 255 and falls with the page length', () => {
    expect(weightByte(1, 400)).toBe(Math.round((1 / (1 + K1)) * 255));
    expect(weightByte(2, 400)).toBeGreaterThan(weightByte(1, 400));
    expect(weightByte(1, 4000)).toBeLessThan(weightByte(1, 400));
    expect(weightByte(1e9, 10)).toBe(255);
    expect(weightByte(1, 1e9)).toBe(1);
  });
});

const root: SearchIndexRoot = {
  version: 1,
  pages: 10,
  buckets: { a: 'terms/a', s: 'terms/s', sl: 'terms/sl', st: 'terms/st', sto: 'terms/sto', b: 'terms/b', bu: 'terms/bu', ba: 'terms/ba', be: 'terms/be', bi: 'terms/bi', bo: 'terms/bo', 東: 'terms/t' },
  split: ['s', 'st', 'b'],
  tables: [],
};

describe('bucketOf', () => {
  it('takes the longest key that starts the term', () => {
    expect(bucketOf(root, 'apple')).toBe('a');
    expect(bucketOf(root, 'slice')).toBe('sl');
    expect(bucketOf(root, 'store')).toBe('sto');
    expect(bucketOf(root, '東京')).toBe('東');
  });

  it('finds a term equal to a split key in that key’s bucket', () => {
    expect(bucketOf(root, 's')).toBe('s');
    expect(bucketOf(root, 'st')).toBe('st');
  });

  it('says the term is not in the index when no key starts it or its split key has no child for it', () => {
    expect(bucketOf(root, 'zebra')).toBeUndefined();
    expect(bucketOf(root, 'sx')).toBeUndefined();
    expect(bucketOf(root, 'stx')).toBeUndefined();
  });
});

describe('prefixBuckets', () => {
  it('fetches the one bucket whose key starts the word when that key is not split', () => {
    expect(prefixBuckets(root, 'ap')).toEqual(['a']);
    expect(prefixBuckets(root, 'stor')).toEqual(['sto']);
    expect(prefixBuckets(root, 'sl')).toEqual(['sl']);
  });

  it('fetches a split key and its descendants when there are at most four', () => {
    expect(prefixBuckets(root, 's')).toEqual(['s', 'sl', 'st', 'sto']);
    expect(prefixBuckets(root, 'st')).toEqual(['st', 'sto']);
  });

  it('matches the word exactly only when it has more than four descendants', () => {
    expect(prefixBuckets(root, 'b')).toEqual(['b']);
  });

  it('fetches nothing when no term can start with the word', () => {
    expect(prefixBuckets(root, 'z')).toEqual([]);
    expect(prefixBuckets(root, 'sx')).toEqual([]);
  });
});
