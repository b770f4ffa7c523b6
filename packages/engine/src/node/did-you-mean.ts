/**
 * "Did you mean …?" suggestions for misspelt keys and ids.
 */
import { distance } from 'fastest-levenshtein';

/**
 * The candidate closest to `word` by edit distance (ignoring case), or
 * `undefined` when even the closest one is too far off to be a typo.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const target = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(target, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // A typo changes a few characters. Past ~40% of the word it is another word,
  // and suggesting it would send the author the wrong way.
  const limit = Math.max(2, Math.floor(word.length * 0.4));
  return bestDistance <= limit ? best : undefined;
}
