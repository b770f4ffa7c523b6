import type { SearchSection } from './search-section.js';

/** A page as the index takes it: what decides its fragment and its postings. */
export interface SearchIndexPageInput {
  /** Route path without base URL. */
  url: string;
  title: string;
  sections: readonly SearchSection[];
}
