/** A piece of an excerpt: text, marked when it matched the query. Rendered as text, never as HTML. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** One place in a page that matched: the page top or a heading section. */
export interface SearchHit {
  /** Route path with the heading's `#anchor` (none for the page top), without base URL. */
  url: string;
  /** The heading's text; the page title for the page top. */
  heading: string;
  /** Headings above this one on the page, outermost first (`["Parameters"]` for a `###` under `## Parameters`). */
  path: string[];
  excerpt: ExcerptPart[];
}

/** The hits of one page, best first. */
export interface SearchResultGroup {
  /** Route path of the page, without base URL. */
  url: string;
  title: string;
  hits: SearchHit[];
}

/** Where results come from: the site's own index (`search-index/`), or DocSearch's Algolia index. */
export interface SearchBackend {
  /**
   * The pages that match `query`, best first, at most `limit` of them.
   * Rejects when the index cannot be loaded; calling again retries.
   */
  search(query: string, limit: number): Promise<SearchResultGroup[]>;
}
