import { queryTerms, searchTerm, searchTokens } from '@quire/engine/search';

/**
 * One word of a query as the index is asked about it: its term (what the
 * build indexed, a stem), and for the last word while it is still being
 * typed the raw word, which also matches the terms it starts.
 */
export interface SearchQueryWord {
  term: string;
  /** The raw last word (lowercased, no marks) when the query does not end with a space. */
  prefix?: string;
}

/**
 * A query, read once with the build's own tokenizer: its words, every one of
 * which a page must match, and which of them a token of a page's text
 * matches (for the hits and their excerpts).
 */
export class SearchQuery {
  readonly words: readonly SearchQueryWord[];

  constructor(query: string) {
    const { terms, last } = queryTerms(query);
    const words: SearchQueryWord[] = terms.map((term) => ({ term }));
    // The word being typed is a word of its own even when a finished word has its term: `slice slic` needs `slice`.
    if (last !== undefined) words.push({ term: searchTerm(last), prefix: last });
    this.words = words;
  }

  /** Whether `token` (a token of `searchTokens`) matches some word of the query. */
  matches(token: string): boolean {
    const term = searchTerm(token);
    return this.words.some((word) => matchesWord(word, token, term));
  }

  /** The query words some token of `text` matches, as a set of their indexes. */
  wordsIn(text: string): Set<number> {
    const found = new Set<number>();
    for (const token of searchTokens(text)) {
      const term = searchTerm(token);
      this.words.forEach((word, index) => matchesWord(word, token, term) && found.add(index));
    }
    return found;
  }
}

/** A token matches a word with its term, or, for the word being typed, by starting with it. */
function matchesWord(word: SearchQueryWord, token: string, term: string): boolean {
  return word.term === term || (word.prefix !== undefined && token.startsWith(word.prefix));
}
