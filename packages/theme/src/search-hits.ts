import type { SearchFragment } from '@quire/engine/search';
import type { SearchQuery } from './search-query.js';
import type { SearchHit } from './search-result.js';
import { sectionExcerpt } from './section-excerpt.js';

/** Most hits shown under one page: the best sections, not the whole page. */
export const HITS_PER_PAGE = 3;

type Section = SearchFragment['sections'][number];

/**
 * The hits of one result page: the sections whose heading or text holds a
 * query word, best first (more of the query's words, then a match in the
 * heading, then document order), at most `HITS_PER_PAGE`; when no section
 * does (the page matched through its title), the page top. Each with its
 * heading path and an excerpt around its first match.
 */
export function searchHits(fragment: SearchFragment, query: SearchQuery): SearchHit[] {
  const scored = fragment.sections.flatMap((section, order) => {
    const inHeading = query.wordsIn(section.heading);
    const matched = new Set([...inHeading, ...query.wordsIn(section.text)]);
    return matched.size > 0 ? [{ section, order, words: matched.size, inHeading: inHeading.size > 0 }] : [];
  });
  scored.sort((a, b) => b.words - a.words || Number(b.inHeading) - Number(a.inHeading) || a.order - b.order);
  const best = scored.slice(0, HITS_PER_PAGE);
  if (best.length === 0) {
    const top = fragment.sections.find((section) => section.anchor === '');
    return [{ url: fragment.url, heading: fragment.title, path: [], excerpt: sectionExcerpt(top?.text ?? '', query) }];
  }
  return best.map(({ section, order }) => ({
    url: section.anchor === '' ? fragment.url : `${fragment.url}#${section.anchor}`,
    heading: section.anchor === '' ? fragment.title : section.heading,
    path: headingPath(fragment.sections, order),
    excerpt: sectionExcerpt(section.text, query),
  }));
}

/**
 * The headings above section `index`, outermost first: for each depth above
 * its own, the nearest heading before it. The page top (depth 1) is the
 * page's title, shown already, so it is never part of a path.
 */
export function headingPath(sections: readonly Section[], index: number): string[] {
  const path: string[] = [];
  let ceiling = sections[index]?.depth ?? 0;
  for (let i = index - 1; i >= 0 && ceiling > 2; i--) {
    const section = sections[i]!;
    if (section.depth >= 2 && section.depth < ceiling) {
      path.unshift(section.heading);
      ceiling = section.depth;
    }
  }
  return path;
}
