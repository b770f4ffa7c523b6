import { useEffect, useState } from 'react';
import { useSiteData } from '@quire/engine/client';
import { searchBackendFor } from './search-backend-for-site.js';
import type { SearchResultGroup } from './search-result.js';

/** Where a search stands: nothing asked, waiting, answered, or failed with a way to try again. */
export type SearchState =
  | { status: 'idle' }
  /** `groups` holds the previous answer while the next one is on its way, so the list does not blink. */
  | { status: 'loading'; query: string; groups?: SearchResultGroup[] }
  | { status: 'done'; query: string; groups: SearchResultGroup[] }
  | { status: 'failed'; query: string; error: Error; retry: () => void };

/** Wait this long after the last keystroke before searching: as-you-type, without a query per letter. */
const DEBOUNCE_MS = 60;

/**
 * Searches the site for `query` as it changes (as-you-type) and reports the
 * answer for the latest query only: a slow answer to an earlier query never
 * overwrites a newer one. The index loads on the first non-empty query;
 * when it fails, `retry` loads it again.
 */
export function useSearchResults(query: string, limit: number): SearchState {
  const site = useSiteData();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed === '') {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => ({
      status: 'loading',
      query: trimmed,
      groups: previous.status === 'done' || previous.status === 'loading' ? previous.groups : undefined,
    }));
    const timer = setTimeout(() => {
      searchBackendFor(site)
        .then((backend) => backend.search(trimmed, limit))
        .then(
          (groups) => current && setState({ status: 'done', query: trimmed, groups }),
          (cause: unknown) => {
            if (!current) return;
            const error = cause instanceof Error ? cause : new Error(String(cause));
            setState({ status: 'failed', query: trimmed, error, retry: () => setAttempt((n) => n + 1) });
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [site, trimmed, limit, attempt]);

  return state;
}
