import { useSyncExternalStore } from 'react';
import type { Highlighter } from './use-highlighter.js';

let loaded: Highlighter | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('./highlight-code-html.js').then(
    (module) => {
      loaded = module.highlightCodeHtml;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed chunk (offline, a deploy replaced it): blocks stay as they are; the next block to render tries again.
      loading = undefined;
      console.warn('Quire: the code highlighter did not load; code blocks written as JSX stay as the server rendered them.', error);
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

const current = () => loaded;

/**
 * The browser's `useHighlighter` (the package's `browser` field puts it in
 * place of `use-highlighter.ts` in the client bundle): `null` until Prism,
 * in a chunk of its own, has arrived, then the highlighter; the chunk is
 * requested when the first block mounts, and every block renders again
 * when it is in. No Suspense: a boundary still waiting to hydrate is
 * client-rendered (its fallback shown) as soon as any context above it
 * changes, which the app's do right after hydration, so the server's
 * highlighted markup would flash to plain text.
 */
export function useHighlighter(): Highlighter | null {
  return useSyncExternalStore(subscribe, current, current);
}
