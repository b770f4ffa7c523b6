import { searchTokens } from '@quire/engine/search';
import type { SearchQuery } from './search-query.js';
import type { ExcerptPart } from './search-result.js';

/** About this many words of a section's text are shown under a hit (what Pagefind showed, `excerptLength: 24`). */
export const EXCERPT_WORDS = 24;

/** Words shown before the first match, so it reads in its sentence rather than first. */
const WORDS_BEFORE_MATCH = 6;

/** A run of word characters, the tokenizer's words (marks kept, so a decomposed accent stays in its word). */
const WORD_RUN = /[\p{L}\p{N}\p{M}_]+/gu;

/**
 * About `EXCERPT_WORDS` words of a section's text around its first match,
 * each word run that matches the query marked, with `…` where the text was
 * cut. A text without a match gives its beginning. Parts are plain text,
 * rendered as React text nodes.
 */
export function sectionExcerpt(text: string, query: SearchQuery, length = EXCERPT_WORDS): ExcerptPart[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const first = words.findIndex((word) => matchedRuns(word, query).length > 0);
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - WORDS_BEFORE_MATCH, words.length - length));
  const end = Math.min(words.length, start + length);
  const parts: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (text === '') return;
    const previous = parts.at(-1);
    if (previous && previous.mark === mark) previous.text += text;
    else parts.push({ text, mark });
  };
  if (start > 0) push('… ', false);
  for (let i = start; i < end; i++) {
    const word = words[i]!;
    let at = 0;
    for (const [from, to] of matchedRuns(word, query)) {
      push(word.slice(at, from), false);
      push(word.slice(from, to), true);
      at = to;
    }
    push(word.slice(at) + (i < end - 1 ? ' ' : ''), false);
  }
  if (end < words.length) push(' …', false);
  return parts;
}

/** The `[from, to)` ranges of the word runs in `word` that match the query. */
function matchedRuns(word: string, query: SearchQuery): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const run of word.matchAll(WORD_RUN)) {
    if (searchTokens(run[0]).some((token) => query.matches(token))) runs.push([run.index, run.index + run[0].length]);
  }
  return runs;
}
