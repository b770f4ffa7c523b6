import type { ConnectionInfo } from './prefetch-allowed.js';

/** Watches elements and reports each one that scrolls into view. */
export interface VisibilityWatcher {
  observe(element: Element): void;
  unobserve(element: Element): void;
}

/**
 * What the {@link Prefetcher} needs from the page, so its rules can be
 * tested without a browser. {@link browserPrefetchDom} is the real one.
 */
export interface PrefetchDom {
  /** The reader's connection, read at each prefetch (it can change). */
  connection(): ConnectionInfo | undefined;
  /** Whether the page already fetched or asked for this URL (script, modulepreload, prefetch, import). */
  hasFetched(url: string): boolean;
  /** Adds `<link rel="prefetch" href={url}>` to the head; `onError` when the fetch fails. */
  addPrefetchLink(url: string, onError: () => void): void;
  /** One watcher for all links, or undefined where the browser has no IntersectionObserver. */
  createWatcher(onVisible: (element: Element) => void): VisibilityWatcher | undefined;
  /** Runs `callback` once the browser is idle (soon, where it cannot tell). */
  whenIdle(callback: () => void): void;
}

/** The {@link PrefetchDom} of the current page. Touches `window` only when its methods run. */
export function browserPrefetchDom(): PrefetchDom {
  return {
    connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
    hasFetched(url) {
      const absolute = new URL(url, document.baseURI).href;
      for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
        'link[rel~="modulepreload"], link[rel~="prefetch"], script[src]',
      )) {
        if ((element instanceof HTMLLinkElement ? element.href : element.src) === absolute) return true;
      }
      // Chunks that navigations imported earlier leave no element, only a resource timing entry.
      return performance.getEntriesByName(absolute).length > 0;
    },
    addPrefetchLink(url, onError) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      link.addEventListener('error', onError, { once: true });
      document.head.appendChild(link);
    },
    createWatcher(onVisible) {
      if (typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) if (entry.isIntersecting) onVisible(entry.target);
      });
      return { observe: (element) => observer.observe(element), unobserve: (element) => observer.unobserve(element) };
    },
    whenIdle(callback) {
      if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
      else setTimeout(callback, 200);
    },
  };
}
