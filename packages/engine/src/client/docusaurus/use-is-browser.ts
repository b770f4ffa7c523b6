import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * Docusaurus's `@docusaurus/useIsBrowser`: false on the server and while
 * the browser hydrates the server's markup, true after that, and true at
 * once in a component mounted later (a page reached client-side). It uses
 * React's server snapshot for exactly this: hydration renders with the
 * server's value and React then renders again with the browser's, so no
 * markup ever mismatches.
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
