import { FIELD_BOOST, weightByte } from '../../shared/search-index-format.js';
import { searchTokens } from '../../shared/search-terms.js';
import type { SearchIndexPageInput } from './search-index-page-input.js';

/**
 * The weight byte of each term of a page (see `weightByte`): every token of
 * its title, headings, prose and code identifiers counted with its field's
 * boost, the page's length being how many tokens it has. The one definition
 * of a page's postings, which the builder and the in-place update
 * (`updateSearchIndex`, which recounts a changed page's old terms from its
 * last fragment) both use, so an update removes exactly what a build added.
 *
 * @param keyOf A token's term, or anything standing for it (the builder's term numbers).
 * @param into The map to fill (cleared first); the builder reuses one for every page.
 */
export function pageTermWeights<K>(page: SearchIndexPageInput, keyOf: (token: string) => K, into: Map<K, number> = new Map()): Map<K, number> {
  into.clear();
  let length = 0;
  const count = (text: string, boost: number) => {
    for (const token of searchTokens(text)) {
      const key = keyOf(token);
      into.set(key, (into.get(key) ?? 0) + boost);
      length++;
    }
  };
  count(page.title, FIELD_BOOST.title);
  for (const section of page.sections) {
    // The top section's heading is the page's title, counted once above.
    if (section.anchor !== '') count(section.heading, FIELD_BOOST.heading);
    count(section.text, FIELD_BOOST.prose);
    for (const name of section.code) count(name, FIELD_BOOST.code);
  }
  for (const [key, f] of into) into.set(key, weightByte(f, length));
  return into;
}
