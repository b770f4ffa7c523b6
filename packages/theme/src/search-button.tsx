import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSiteData } from '@quire/engine/client';
import { DocSearchButton } from './docsearch-button.js';
import { SearchIcon } from './search-icon.js';
import type { SearchModalProps } from './search-modal.js';
import { useSearchShortcut } from './use-search-shortcut.js';

/** The modal's own chunk: not part of a page's first visit. */
const loadModal = () => import('./search-modal.js');

/**
 * The navbar's search: a button that opens the search dialog, also on
 * Ctrl/Cmd+K and `/`. Only this button is in every page's JavaScript: the
 * dialog is its own chunk, fetched when the reader hovers or focuses the
 * button or presses a shortcut, and the search index is fetched only when
 * the dialog searches. With `search.docsearch` in the config, the button
 * opens DocSearch's dialog instead (see `DocSearchButton`).
 *
 * Used by the default `Navbar`; a replacement navbar may reuse it.
 */
export function SearchButton() {
  const { search } = useSiteData();
  return search.docsearch ? <DocSearchButton options={search.docsearch} /> : <BuiltInSearchButton />;
}

function BuiltInSearchButton() {
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const show = useCallback(() => {
    setOpen(true);
    loadModal().then(
      (m) => setModal(() => m.SearchModal),
      (error: unknown) => {
        console.warn('Quire: the search dialog did not load; the search page still works.', error);
        setOpen(false);
      },
    );
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const preload = () => void loadModal().catch(() => undefined);
  useSearchShortcut(show, !open);

  // Once the dialog is gone (and the app root no longer inert), focus goes back to the button.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="quire-navbar-search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
        onMouseEnter={preload}
        onFocus={preload}
      >
        <SearchIcon />
        <span>Search</span>
      </button>
      {open && Modal && <Modal onClose={close} />}
    </>
  );
}
