/**
 * `@quire/engine/search`: what the browser's search client needs of the
 * search index, its layout and the tokenizer the build indexed with. An
 * entry of its own rather than part of `@quire/engine/client`: esbuild puts
 * a module that an entry every page loads re-exports into a chunk every
 * page loads, so through the runtime's entry the tokenizer and its stemmer
 * (2.6 KB gzip) would be in each page's first script, not in the search
 * chunk a reader loads by typing a query.
 */
export { searchTokens, searchTerm, queryTerms, type QueryTerms } from './search-terms.js';
export {
  SEARCH_INDEX_ROOT_FILE,
  SEARCH_INDEX_VERSION,
  SEARCH_FILE_EXTENSION,
  K1,
  B,
  AVG_LEN,
  FIELD_BOOST,
  PAGE_TABLE_SIZE,
  BUCKET_TARGET_BYTES,
  MAX_PREFIX_BUCKETS,
  MAX_PREFIX_EXPANSIONS,
  decodeBucket,
  bucketOf,
  prefixBuckets,
  isSearchIndexRoot,
  type SearchIndexRoot,
  type SearchFragment,
  type DecodedTerm,
} from './search-index-format.js';
