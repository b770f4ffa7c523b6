import { useCallback, useRef, useState } from 'react';
import { useSiteData, type DocSearchOptions } from '@quire/engine/client';
import { SearchIcon } from './search-icon.js';
import { useSearchShortcut } from './use-search-shortcut.js';

/** Props of {@link DocSearchButton}. */
export interface DocSearchButtonProps {
  options: DocSearchOptions;
}

/**
 * The navbar's search on a site with DocSearch. `@docsearch/js` (its modal,
 * Preact and Algolia's client) is loaded on the first hover, focus, click or
 * shortcut, and mounted into a hidden container: this button stays the one
 * the reader sees and opens DocSearch's modal. Until DocSearch is mounted,
 * Ctrl/Cmd+K and `/` are caught here; afterwards DocSearch handles them.
 */
export function DocSearchButton({ options }: DocSearchButtonProps) {
  const site = useSiteData();
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const mounting = useRef<Promise<void> | undefined>(undefined);
  const [mounted, setMounted] = useState(false);

  const mount = useCallback(() => {
    mounting.current ??= import('./mount-docsearch.js')
      .then((m) => m.mountDocSearch({ container: container.current!, options, site, onClose: () => button.current?.focus() }))
      .then(
        () => setMounted(true),
        (error: unknown) => {
          mounting.current = undefined;
          console.warn('Quire: DocSearch did not load; the search page still works.', error);
          throw error;
        },
      );
    return mounting.current;
  }, [options, site]);
  const open = useCallback(() => {
    mount().then(
      () => container.current?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click(),
      () => undefined,
    );
  }, [mount]);
  const preload = () => void mount().catch(() => undefined);
  useSearchShortcut(open, !mounted);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="quire-navbar-search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
        onMouseEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
        <span>Search</span>
      </button>
      <div ref={container} className="quire-docsearch-container" hidden />
    </>
  );
}
