import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useSearchParam } from '@quire/engine/client';
import { SearchExcerpt } from './search-excerpt.js';
import { SearchStatus } from './search-status.js';
import { useSearchResults } from './use-search-results.js';

/** Pages the search page lists. */
const PAGE_RESULTS = 25;

/** Props of {@link SearchPageBody}. */
export interface SearchPageBodyProps {
  /** Text typed into the page's plain form before this body loaded; it becomes the query. */
  typedText?: string;
  /** Whether that form had focus, which the body's input then takes over. */
  typedFocus?: boolean;
}

/**
 * The search page's form and results, loaded by `SearchPage`. The input
 * edits `?q=` in place (no history entry per keystroke) and results follow
 * as the reader types: each page with its title, then its matching
 * sections with their heading path and a highlighted excerpt.
 */
export function SearchPageBody({ typedText = '', typedFocus = false }: SearchPageBodyProps) {
  const [query, setQuery] = useSearchParam('q');
  // The input's own text leads and the address follows it: typing never waits for a navigation, and
  // a keystroke typed while the last one's navigation is under way is not lost.
  const [text, setText] = useState(query || typedText);
  // What this input sent to the address and has not seen come back yet, oldest first. A navigation can
  // land after the next keystroke: `a/` arriving once `a/b` is typed is ours, and must not undo the `b`.
  const sent = useRef<string[]>(text !== query ? [text] : []);
  const mounted = useRef(false);
  const state = useSearchResults(text, PAGE_RESULTS);
  const input = useRef<HTMLInputElement>(null);
  const groups = state.status === 'done' || state.status === 'loading' ? (state.groups ?? []) : [];

  const edit = (value: string) => {
    setText(value);
    sent.current.push(value);
    setQuery(value);
  };

  // The address changed by other means (Back, a link to /search?q=…): the input follows.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const ours = sent.current.indexOf(query);
    if (ours !== -1) {
      sent.current.splice(0, ours + 1);
      return;
    }
    sent.current = [];
    setText(query);
  }, [query]);

  // Arriving with no query, the reader came to type one; what they typed before this loaded is kept.
  // A layout effect, so focus moves in the commit that removes the plain form's input: a key pressed
  // between that commit and a later effect would otherwise go to the document and be lost.
  useLayoutEffect(() => {
    if (text !== query) setQuery(text);
    if (text === '' || typedFocus) input.current?.focus();
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
          value={text}
          onChange={(event) => edit(event.target.value)}
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
