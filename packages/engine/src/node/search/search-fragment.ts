import type { SearchFragment } from '../../shared/search-index-format.js';
import type { SearchIndexPageInput } from './search-index-page-input.js';

/** A page's fragment (see `SearchFragment`): its URL, title and sections, `code` left out of a section that has none. */
export function searchFragment(page: SearchIndexPageInput): SearchFragment {
  return {
    url: page.url,
    title: page.title,
    sections: page.sections.map(({ anchor, heading, depth, text, code }) => (code.length > 0 ? { anchor, heading, depth, text, code } : { anchor, heading, depth, text })),
  };
}

/** The page a fragment was made from (the inverse of {@link searchFragment}): what its postings are counted from. */
export function pageOfFragment(fragment: SearchFragment): SearchIndexPageInput {
  return {
    url: fragment.url,
    title: fragment.title,
    sections: fragment.sections.map(({ anchor, heading, depth, text, code }) => ({ anchor, heading, depth, text, code: code ?? [] })),
  };
}
