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
  // One score per page and word, in typed arrays: a common word of a large site is on most of its pages.
  const scores = words.map((terms) => wordScores(terms, pageCount));
  const postings = words.map((terms) => terms.reduce((sum, term) => sum + term.pages.length, 0));
  // Walk the rarest word's pages; each must be in every other word's.
  const rarest = postings.indexOf(Math.min(...postings));
  const seen = new Uint8Array(pageCount);
  const best: RankedPage[] = [];
  for (const { pages } of words[rarest]!) {
    for (let i = 0; i < pages.length; i++) {
      const page = pages[i]!;
      if (page >= pageCount || seen[page]) continue;
      seen[page] = 1;
      let score = 0;
      for (const word of scores) {
        const s = word[page]!;
        if (s === 0) {
          score = 0;
          break;
        }
        score += s;
      }
      if (score > 0) keepBest(best, { page, score }, limit);
    }
  }
  return best;
}

/** Puts `candidate` into `best` (sorted, best first, ties in page order) if it is among the `limit` best so far. */
function keepBest(best: RankedPage[], candidate: RankedPage, limit: number): void {
  const before = (a: RankedPage, b: RankedPage) => a.score > b.score || (a.score === b.score && a.page < b.page);
  if (best.length === limit && !before(candidate, best[limit - 1]!)) return;
  let at = best.length;
  while (at > 0 && before(candidate, best[at - 1]!)) at--;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}

/** One word's score on every page (0 where it does not match): for several terms, the best of them. */
function wordScores(terms: readonly TermPostings[], pageCount: number): Float64Array {
  const scores = new Float64Array(pageCount);
  for (const { pages, weights } of terms) {
    const weight = idf(pages.length, pageCount) / MAX_WEIGHT;
    for (let i = 0; i < pages.length; i++) {
      const page = pages[i]!;
      const score = weight * weights[i]!;
      if (score > scores[page]!) scores[page] = score;
    }
  }
  return scores;
}
