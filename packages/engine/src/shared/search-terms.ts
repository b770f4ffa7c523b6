import { stemmer } from 'stemmer';

/**
 * The tokenizer of Quire's search index, shared by the build (which indexes
 * pages with it) and the browser (which looks queries up with it): both
 * sides must cut and stem words the same way, or a query misses the terms
 * the build wrote.
 */

/** A word: a run of letters, digits and underscores. */
const WORD = /[\p{L}\p{N}_]+/gu;

/** A character of a script written without spaces between words, which `Intl.Segmenter` cuts instead. */
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/** A word cut at its CJK runs: the CJK runs and the other pieces, in order. */
const CJK_RUNS = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])[\p{L}\p{N}_])+/gu;

/**
 * The parts of a word at its camelCase, acronym and letter/digit boundaries,
 * underscores dropped: `XMLHttpRequest` → `XML`, `Http`, `Request`;
 * `utf8` → `utf`, `8`; `create_slice` → `create`, `slice`.
 */
const PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{Lm}\p{Lo}\p{Lt}]+|\p{Lu}+|\p{N}+/gu;

/** Whether a word may have inner boundaries: it has a capital after its first character, a digit or an underscore. Lowercase prose words (most words) skip the cutting. */
const MAY_HAVE_PARTS = /.\p{Lu}|[\p{N}_]/u;

/** Any character outside ASCII: text without one needs no Unicode normalization. */
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Combining marks, dropped after NFKD so `é` is found by `e`; but not the
 * kana voicing marks (U+3099, U+309A), which NFC puts back on their kana:
 * `で` is not `て`, and the word segmenter needs it whole.
 */
const MARKS = /(?![\u3099\u309a])\p{M}/gu;

let segmenter: Intl.Segmenter | undefined;

/**
 * The tokens of `text`, in order, lowercase and without diacritics (NFKD,
 * combining marks dropped, then NFC so Hangul syllables stay whole). A word
 * is a run of letters, digits and `_`; a word with inner boundaries
 * (`createSlice`, `getDefaultMiddleware`, `utf8`) yields the whole word and
 * then each part (`createslice`, `create`, `slice`), so both the API name
 * and its words find it. Runs of Chinese, Japanese and Korean characters are
 * cut into words by `Intl.Segmenter`.
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  const ascii = !NON_ASCII.test(text);
  const plain = ascii ? text : plainText(text);
  for (const [word] of plain.matchAll(WORD)) {
    if (!ascii && CJK.test(word)) pushMixed(word, tokens);
    else pushWord(word, tokens);
  }
  return tokens;
}

/** Pushes the whole word, lowercase, and its parts when it has more than one. */
function pushWord(word: string, tokens: string[]): void {
  const lower = word.toLowerCase();
  tokens.push(lower);
  if (!MAY_HAVE_PARTS.test(word)) return;
  const parts = word.match(PART);
  if (parts && (parts.length > 1 || parts[0]!.length !== word.length)) for (const part of parts) tokens.push(part.toLowerCase());
}

/** Pushes the tokens of a word that holds CJK characters: each CJK run cut by `Intl.Segmenter`, the rest as words. */
function pushMixed(word: string, tokens: string[]): void {
  for (const [run] of word.matchAll(CJK_RUNS)) {
    if (!CJK.test(run)) {
      pushWord(run, tokens);
      continue;
    }
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
    for (const segment of segmenter.segment(run)) if (segment.isWordLike) tokens.push(segment.segment.toLowerCase());
  }
}

/** Only lowercase English letters are stemmed: Porter's rules are for English. */
const STEMMABLE = /^[a-z]{3,}$/;

/** Most stems remembered: the build meets each common word thousands of times. */
const MEMO_LIMIT = 100_000;
const memo = new Map<string, string>();

/**
 * The index term of a token (from {@link searchTokens}): the English stem
 * (Porter, npm `stemmer`) of an all-letter token of three characters or
 * more, so `reducers` and `reducer` meet at `reduc`; any other token as it is.
 */
export function searchTerm(token: string): string {
  if (!STEMMABLE.test(token)) return token;
  let term = memo.get(token);
  if (term === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    term = stemmer(token);
    memo.set(token, term);
  }
  return term;
}

/** A query as the index is searched with it (see {@link queryTerms}). */
export interface QueryTerms {
  /** Terms every result must hold: those of every finished word, once each. */
  terms: string[];
  /**
   * The last word when the reader may still be typing it (the query does not
   * end in whitespace): lowercase, without diacritics, not stemmed. It matches
   * the terms it is a prefix of and its own term (`searchTerm(last)`); its
   * parts are not in `terms`, since a half-typed `createSl` has no term of its own.
   */
  last?: string;
}

/** The last word of a text and what follows it (punctuation only). */
const LAST_WORD = /[\p{L}\p{N}_]+(?=[^\p{L}\p{N}_]*$)/u;

/**
 * The terms of a search query. Every word but an unfinished last one gives
 * its tokens' terms (deduplicated, in order); the last word, when the query
 * does not end in whitespace, is returned raw as `last` for prefix matching.
 * A last word of CJK text gives its last segment as `last`, the others as terms.
 */
export function queryTerms(query: string): QueryTerms {
  const plain = plainText(query);
  const lastWord = /\s$/.test(query) ? null : LAST_WORD.exec(plain);
  const terms = new Set<string>();
  const add = (tokens: string[]) => {
    for (const token of tokens) terms.add(searchTerm(token));
  };
  if (!lastWord) {
    add(searchTokens(plain));
    return { terms: [...terms] };
  }
  add(searchTokens(plain.slice(0, lastWord.index)));
  let last = lastWord[0].toLowerCase();
  if (CJK.test(last)) {
    const tokens = searchTokens(last);
    last = tokens.pop() ?? last;
    add(tokens);
  }
  return { terms: [...terms], last };
}

/** `text` without diacritics: NFKD, combining marks dropped, then NFC so Hangul syllables stay whole. ASCII text is returned as it is. */
function plainText(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFKD').replace(MARKS, '').normalize('NFC') : text;
}
