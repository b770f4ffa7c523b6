import type { CategoryIndexPageData } from '../../shared/types.js';
import type { SearchIndexPage } from './search-index-page.js';

/**
 * A category's generated index page as search indexes it: its title, and one
 * section of its description and the labels and descriptions of its cards,
 * so a search for the category's name finds its overview.
 */
export function categoryIndexSearchPage(url: string, page: CategoryIndexPageData): SearchIndexPage {
  const text = [page.description, ...page.items.flatMap((card) => [card.label, card.description])].filter(Boolean).join(' ');
  return { url, title: page.title, sections: [{ anchor: '', heading: page.title, depth: 1, text, code: [] }] };
}
