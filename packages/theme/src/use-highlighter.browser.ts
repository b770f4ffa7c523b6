import { use } from 'react';
import type { Highlighter } from './use-highlighter.js';

let loading: Promise<Highlighter> | undefined;

/**
 * The browser's `useHighlighter` (the package's `browser` field puts it in
 * place of `use-highlighter.ts` in the client bundle): Prism arrives in a
 * chunk of its own, requested the first time a JSX code block renders.
 * Until it has arrived the calling component suspends: while hydrating,
 * React keeps the server's highlighted markup on screen and hydrates it
 * once the chunk is in (the markup is then the same); after a client-side
 * navigation the `Suspense` fallback shows for that moment. Later blocks
 * render at once: React remembers the settled promise. `use()` is called
 * on every render, as React requires of a component that suspended.
 */
export function useHighlighter(): Highlighter {
  loading ??= import('./highlight-code-html.js').then((module) => module.highlightCodeHtml);
  return use(loading);
}
