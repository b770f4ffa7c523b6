import { describe, expect, it } from 'vitest';
import { idf, rankSearchPages, type TermPostings } from './rank-search-pages.js';

const postings = (entries: Array<[page: number, weight: number]>): TermPostings => ({
  pages: entries.map(([page]) => page),
  weights: entries.map(([, weight]) => weight),
});

describe('rankSearchPages', () => {
  it('keeps only the pages every word matches', () => {
    const slice = postings([[0, 100], [1, 100], [3, 100]]);
    const reducer = postings([[1, 100], [2, 100], [3, 100]]);
    expect(rankSearchPages([[slice], [reducer]], 10, 10).map((r) => r.page)).toEqual([1, 3]);
  });

  it('gives nothing when a word matches no term', () => {
    expect(rankSearchPages([[postings([[0, 100]])], []], 10, 10)).toEqual([]);
  });

  it('scores by idf × weight / 255, summed over words, best first, ties in page order', () => {
    const common = postings([[0, 255], [1, 51], [2, 51], [3, 51]]);
    const rare = postings([[1, 255], [2, 255], [3, 255]]);
    const ranked = rankSearchPages([[common], [rare]], 10, 10);
    expect(ranked.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(ranked[0]!.score).toBeCloseTo(idf(4, 10) * (51 / 255) + idf(3, 10), 10);
    expect(rankSearchPages([[common]], 10, 10).map((r) => r.page)).toEqual([0, 1, 2, 3]);
  });

  it('a rare word outweighs a common one of the same weight', () => {
    expect(idf(1, 1000)).toBeGreaterThan(idf(900, 1000));
    expect(idf(1000, 1000)).toBeGreaterThan(0);
    const rareOnPage2 = postings([[2, 100]]);
    const commonOnPage1 = postings([...Array.from({ length: 900 }, (_, i): [number, number] => [i === 2 ? 999 : i, 100])].sort((a, b) => a[0] - b[0]));
    const ranked = rankSearchPages([[rareOnPage2, commonOnPage1]], 1000, 2);
    expect(ranked.map((r) => r.page)).toEqual([2, 0]);
  });

  it('counts a prefix word once per page, by its best term there', () => {
    const slice = postings([[0, 100], [1, 10]]);
    const slices = postings([[1, 200]]);
    const ranked = rankSearchPages([[slice, slices]], 10, 10);
    expect(ranked.map((r) => r.page)).toEqual([1, 0]);
    expect(ranked[0]!.score).toBeCloseTo(idf(1, 10) * (200 / 255), 10);
  });

  it('returns at most `limit` pages', () => {
    const word = postings(Array.from({ length: 50 }, (_, i): [number, number] => [i, 1 + i]));
    expect(rankSearchPages([[word]], 50, 5).map((r) => r.page)).toEqual([49, 48, 47, 46, 45]);
  });
});
