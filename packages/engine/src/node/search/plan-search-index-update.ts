import type { SearchIndexRoot } from '../../shared/search-index-format.js';
import { contentHashOf } from '../cache/content-hash.js';
import { searchPageKey, type SearchIndexPage } from './search-index-page.js';

/** The index the last build wrote, as the search index cache recorded it (see `cachedSearchIndex`). */
export interface PreviousSearchIndex {
  /** Its root (`index.json`). */
  root: SearchIndexRoot;
  /** A hash of its pages' URLs in page order (see {@link searchUrlsKey}). */
  urls: string;
  /** Each page's search key (see `searchPageKey`), in page order. */
  keys: readonly string[];
  /** Every file of the index but its root (buckets, page tables, fragments), relative to the index folder. */
  files: readonly string[];
}

/**
 * Most pages, as a share of the site, that an index is updated in place for
 * rather than built whole. An update tokenizes each changed page twice (its
 * old fragment and its new sections) and encodes the buckets their terms
 * fall in; a whole build tokenizes every page, hashes every fragment and
 * compresses every bucket; both link the files they leave alike. Measured on
 * the 10 000-page bench corpus (a loaded machine, so roughly): an update of
 * 1, 100, 1000 and 2000 pages took 0.27, 0.58, 1.5 to 2.2 and 2.9 s, a whole
 * build 2.3 to 3 s. Past a fifth they cost the same; a tenth keeps a margin,
 * and leaves a whole build (which also cuts buckets grown by updates again)
 * to larger changes.
 */
export const MAX_UPDATED_SHARE = 0.1;

/** A hash of the pages' URLs in order: the same for the same pages in the same order. */
export function searchUrlsKey(pages: readonly SearchIndexPage[]): string {
  return contentHashOf(['search-urls', ...pages.map((page) => page.url)]);
}

/**
 * The page numbers whose search input changed since `previous`, when the
 * index can be updated in place: the same pages in the same order, at least
 * one and at most {@link MAX_UPDATED_SHARE} of them changed. Undefined when
 * the index must be built whole (a page added, removed or moved, too many
 * changed, or none: then the last index was not there to be reused whole).
 */
export function planSearchIndexUpdate(previous: PreviousSearchIndex, pages: readonly SearchIndexPage[]): number[] | undefined {
  if (previous.keys.length !== pages.length || previous.root.pages !== pages.length || previous.urls !== searchUrlsKey(pages)) return undefined;
  const most = Math.max(1, Math.floor(pages.length * MAX_UPDATED_SHARE));
  const changed: number[] = [];
  for (let i = 0; i < pages.length; i++) {
    if (searchPageKey(pages[i]!) === previous.keys[i]) continue;
    if (changed.push(i) > most) return undefined;
  }
  return changed.length > 0 ? changed : undefined;
}
