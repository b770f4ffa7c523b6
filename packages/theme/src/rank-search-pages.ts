/** The pages one term is on, ascending, with the term's weight (1..255) on each. */
export interface TermPostings {
  pages: ArrayLike<number>;
  weights: ArrayLike<number>;
}

/** A page that matched every query word, and its score. */
export interface RankedPage {
  page: number;
  score: number;
}

/** The largest weight byte: the build maps the highest possible BM25 weight to it. */
const MAX_WEIGHT = 255;

/**
 * BM25's inverse document frequency, never negative: a word on most pages
 * still counts a little.
 */
export function idf(df: number, pageCount: number): number {
  return Math.log(1 + (pageCount - df + 0.5) / (df + 0.5));
}

/**
 * The pages that match every query word, best first, at most `limit`.
 * `words` holds, per query word, the terms it matches: one for a whole
 * word, the exact term and its expansions for a prefix. A page's score is
 * the sum over words of idf × weight / 255, a prefix word counting its best
 * term on that page; equal scores keep page order (the manifest's). A word
 * that matches no term leaves nothing.
 */
export function rankSearchPages(words: ReadonlyArray<readonly TermPostings[]>, pageCount: number, limit: number): RankedPage[] {
  if (words.length === 0 || limit <= 0) return [];
  const scores = words.map((terms) => wordScores(terms, pageCount));
  // Walk the rarest word's pages; each must be in every other word's.
  scores.sort((a, b) => a.size - b.size);
  const [rarest, ...others] = scores;
  const ranked: RankedPage[] = [];
  for (const [page, score] of rarest!) {
    let total = score;
    for (const other of others) {
      const s = other.get(page);
      if (s === undefined) {
        total = -1;
        break;
      }
      total += s;
    }
    if (total >= 0) ranked.push({ page, score: total });
  }
  ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  return ranked.slice(0, limit);
}

/** One word's score on each page it matches: for several terms, the best of them. */
function wordScores(terms: readonly TermPostings[], pageCount: number): Map<number, number> {
  const scores = new Map<number, number>();
  for (const { pages, weights } of terms) {
    const weight = idf(pages.length, pageCount) / MAX_WEIGHT;
    for (let i = 0; i < pages.length; i++) {
      const page = pages[i]!;
      const score = weight * weights[i]!;
      const best = scores.get(page);
      if (best === undefined || score > best) scores.set(page, score);
    }
  }
  return scores;
}
