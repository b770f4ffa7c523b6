import { useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'quire:url-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * One parameter of the address's query string (`null` when absent, and
 * always `null` on the server and while hydrating, so the hydrated markup
 * is the server's; the value arrives in the render right after).
 *
 * Read from `window.location` rather than the router: {@link setUrlQueryParam}
 * writes with `history.replaceState`, which the router does not see.
 */
export function useUrlQueryParam(name: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (name === null ? null : new URLSearchParams(window.location.search).get(name)),
    () => null,
  );
}

/**
 * Sets one parameter of the address in place (`history.replaceState`: no
 * history entry, path and hash kept) and tells {@link useUrlQueryParam}
 * readers. Not a router navigation on purpose: the app scrolls to the top
 * (or the hash) after every navigation, and a tab click must not move the
 * page.
 */
export function setUrlQueryParam(name: string, value: string): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get(name) === value) return;
  url.searchParams.set(name, value);
  // The router's own entry state (its key and index) stays as it was.
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
