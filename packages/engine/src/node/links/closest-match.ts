import { distance } from 'fastest-levenshtein';

/**
 * The candidate closest to a mistyped value, when it is close enough to be
 * a plausible typo (at most a third of the value's length, and at least 1
 * edit apart so an exact value is never "suggested").
 */
export function closestMatch(value: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(value.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - value.length) > limit) continue;
    const d = distance(value.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance && d <= limit) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
