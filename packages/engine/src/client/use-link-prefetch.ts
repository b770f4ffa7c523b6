import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { usePrefetcher } from './prefetcher-context.js';

/** What {@link useLinkPrefetch} gives a link: a ref for its anchor and a handler for intent. */
export interface LinkPrefetch {
  ref: RefObject<HTMLAnchorElement | null>;
  /** Call on hover, focus or touch: the reader is likely to open the link. */
  onIntent: () => void;
}

/**
 * Prefetches a route link's chunks when the anchor scrolls into view (the
 * app's shared IntersectionObserver) or on intent. `href` undefined (an
 * external link) prefetches nothing. All work happens in effects and event
 * handlers, so server rendering is untouched.
 */
export function useLinkPrefetch(href: string | undefined): LinkPrefetch {
  const prefetcher = usePrefetcher();
  const ref = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (!prefetcher || href === undefined || !ref.current) return;
    return prefetcher.watch(ref.current, href);
  }, [prefetcher, href]);
  const onIntent = useCallback(() => {
    if (prefetcher && href !== undefined) prefetcher.prefetch(href);
  }, [prefetcher, href]);
  return { ref, onIntent };
}
