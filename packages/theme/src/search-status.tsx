import type { SearchState } from './use-search-results.js';

/** Props of {@link SearchStatus}. */
export interface SearchStatusProps {
  state: SearchState;
  /** What to say before anything is typed. */
  idleText: string;
}

/**
 * The line above or instead of the results: a prompt before anything is
 * typed, "Searching…" on the first wait, a clear "No results" naming the
 * query, or the error of an index that did not load with a Retry button.
 * The query appears as text only.
 */
export function SearchStatus({ state, idleText }: SearchStatusProps) {
  switch (state.status) {
    case 'idle':
      return <p className="quire-search-status">{idleText}</p>;
    case 'loading':
      return state.groups ? null : (
        <p className="quire-search-status" role="status">
          Searching…
        </p>
      );
    case 'failed':
      return (
        <div className="quire-search-error" role="alert">
          <p>
            The search index could not be loaded: <span className="quire-search-error-message">{state.error.message}</span>
          </p>
          <button type="button" className="quire-search-retry" onClick={state.retry}>
            Retry
          </button>
        </div>
      );
    case 'done':
      return state.groups.length === 0 ? (
        <p className="quire-search-status quire-search-no-results" role="status">
          No results for “<span className="quire-search-query">{state.query}</span>”.
        </p>
      ) : null;
  }
}
