import { createContext, useContext } from 'react';
import type { Prefetcher } from './prefetcher.js';

/** Carries the app's one {@link Prefetcher}; null on the server and outside an app. */
export const PrefetcherContext = createContext<Prefetcher | null>(null);

/** The app's prefetcher, or null where links must not prefetch (server rendering, tests). */
export function usePrefetcher(): Prefetcher | null {
  return useContext(PrefetcherContext);
}
