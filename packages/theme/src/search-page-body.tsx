import { useEffect, useRef } from 'react';
import { Link, useSearchParam } from '@quire/engine/client';
import { SearchExcerpt } from './search-excerpt.js';
import { SearchStatus } from './search-status.js';
import { useSearchResults } from './use-search-results.js';

/** Pages the search page lists. */
const PAGE_RESULTS = 25;

/**
 * The search page's form and results, loaded by `SearchPage`. The input
 * edits `?q=` in place (no history entry per keystroke) and results follow
 * as the reader types: each page with its title, then its matching
 * sections with their heading path and a highlighted excerpt.
 */
export function SearchPageBody() {
  const [query, setQuery] = useSearchParam('q');
  const state = useSearchResults(query, PAGE_RESULTS);
  const input = useRef<HTMLInputElement>(null);
  const groups = state.status === 'done' || state.status === 'loading' ? (state.groups ?? []) : [];

  // Arriving with no query, the reader came to type one.
  useEffect(() => {
    if (query === '') input.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <form className="quire-search-page-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          ref={input}
          className="quire-search-input"
          type="search"
          name="q"
          aria-label="Search"
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <SearchStatus state={state} idleText="Type a word to search the documentation." />
      {state.status === 'done' && groups.length > 0 && (
        <p className="quire-search-status" role="status">
          {groups.length === 1 ? '1 page' : `${groups.length} pages`} found for “<span className="quire-search-query">{state.query}</span>”
        </p>
      )}
      <ol className="quire-search-page-results">
        {groups.map((group) => (
          <li key={group.url} className="quire-search-page-result">
            <h2 className="quire-search-page-result-title">
              <Link href={group.url}>{group.title}</Link>
            </h2>
            <ul className="quire-search-page-hits">
              {group.hits.map((hit) => (
                <li key={hit.url} className="quire-search-page-hit">
                  <Link href={hit.url} className="quire-search-hit-heading">
                    {[...hit.path, hit.heading].join(' › ')}
                  </Link>
                  <p>
                    <SearchExcerpt parts={hit.excerpt} />
                  </p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}
