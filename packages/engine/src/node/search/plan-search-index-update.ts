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
 * compresses every bucket. At 10 000 pages an update of one page took
 * ~0.1 s against ~2 s for the whole index; past a tenth of the pages the
 * update touches nearly every bucket and tokenizes a fifth of the site's
 * text, and the whole build (which also re-cuts buckets grown by updates)
 * costs little more.
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
