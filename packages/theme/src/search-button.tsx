import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSiteData } from '@quire/engine/client';
import { SearchIcon } from './search-icon.js';
import type { SearchModalProps } from './search-modal.js';
import { useSearchShortcut } from './use-search-shortcut.js';

/** The modal's own chunk: not part of a page's first visit. */
const loadModal = () => import('./search-modal.js');

/** Runs `use` with the DocSearch chunk (`@docsearch/js` and its styles); resolves whether it worked. */
function withDocSearch(use: (m: typeof import('./mount-docsearch.js')) => void): Promise<boolean> {
  return import('./mount-docsearch.js').then(
    (m) => {
      use(m);
      return true;
    },
    (error: unknown) => {
      console.warn('Quire: DocSearch did not load; the search page still works.', error);
      return false;
    },
  );
}

/**
 * The navbar's search: a button that opens the search dialog, also on
 * Ctrl/Cmd+K and `/`. Only this button is in every page's JavaScript: the
 * dialog is its own chunk, fetched when the reader hovers or focuses the
 * button or presses a shortcut, and the search index is fetched only when
 * the dialog searches. With `search.docsearch` in the config, the button
 * opens DocSearch's dialog instead, loaded the same way (`mount-docsearch.ts`).
 *
 * Used by the default `Navbar`; a replacement navbar may reuse it.
 */
export function SearchButton() {
  const site = useSiteData();
  const { docsearch } = site.search;
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // DocSearch, once mounted, handles the shortcuts itself.
  const [docSearchMounted, setDocSearchMounted] = useState(false);

  const show = useCallback(() => {
    if (docsearch) {
      void withDocSearch((m) => m.openDocSearch({ options: docsearch, site, onClose: () => button.current?.focus() })).then(setDocSearchMounted);
      return;
    }
    setOpen(true);
    loadModal().then(
      (m) => setModal(() => m.SearchModal),
      (error: unknown) => {
        console.warn('Quire: the search dialog did not load; the search page still works.', error);
        setOpen(false);
      },
    );
  }, [docsearch, site]);
  const close = useCallback(() => setOpen(false), []);
  const preload = () => {
    if (docsearch) void withDocSearch((m) => m.mountDocSearch({ options: docsearch, site, onClose: () => button.current?.focus() })).then(setDocSearchMounted);
    else void loadModal().catch(() => undefined);
  };
  useSearchShortcut(show, !open && !docSearchMounted);

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
