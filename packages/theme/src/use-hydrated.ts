import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether hydration is over: `false` on the server and in the render that
 * hydrates the server's markup, `true` in every later render and in a
 * component first mounted in the browser (after a client-side
 * navigation). What only the browser knows (storage, the address) may be
 * read once it is `true` without the hydrated markup differing from the
 * server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
