import type { ReactNode } from 'react';
import useIsBrowser from './use-is-browser.js';

/** Props of {@link BrowserOnly}. */
export interface BrowserOnlyProps {
  /** A function that renders the browser-only content: it is called only in the browser, never on the server. */
  children?: () => ReactNode;
  /** Shown on the server and until hydration is done (default nothing). */
  fallback?: ReactNode;
}

/**
 * Docusaurus's `@docusaurus/BrowserOnly`: renders `children()` only in the
 * browser after hydration (see `useIsBrowser`), and `fallback` on the
 * server and during hydration, so that code reaching for `window` never
 * runs on the server and hydration finds the server's markup.
 */
export default function BrowserOnly({ children, fallback }: BrowserOnlyProps): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser || children == null) return fallback ?? null;
  if (typeof children !== 'function') {
    throw new Error(
      'Quire: the children of <BrowserOnly> must be a render function, e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>.',
    );
  }
  return <>{children()}</>;
}
