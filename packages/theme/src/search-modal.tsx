import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link } from '@quire/engine/client';
import type { ROOT_ID as EngineRootId } from '@quire/engine/types';
import { SearchExcerpt } from './search-excerpt.js';
import { SearchStatus } from './search-status.js';
import { useBodyScrollLock } from './use-body-scroll-lock.js';
import { useFocusTrap } from './use-focus-trap.js';
import { useSearchResults } from './use-search-results.js';

// Typed as the engine constant's literal, so a rename there fails to compile here (see color-mode-toggle.tsx).
const ROOT_ID: typeof EngineRootId = '__quire';

/** Pages the modal lists; "See all results" leads to the rest. */
const MODAL_PAGES = 8;

/** Props of {@link SearchModal}. */
export interface SearchModalProps {
  /** Called on Esc, the close button, a backdrop click, and after a result or "See all results" is chosen. */
  onClose(): void;
}

/**
 * The navbar's search dialog, loaded on the first open (hover, focus,
 * Ctrl/Cmd+K or `/` preload it). Results come as the reader types, grouped
 * by page, each with its matching heading and a highlighted excerpt.
 * Keyboard: ↑/↓ move through the results, Enter opens the active one, Esc
 * closes; Tab stays inside the dialog. It is an ARIA combobox: the input
 * owns a listbox whose active option it names with `aria-activedescendant`.
 *
 * A portal into `<body>` while open; the app root is `inert` meanwhile, and
 * the owner gives focus back to the control that opened it.
 */
export function SearchModal({ onClose }: SearchModalProps) {
  const [query, setQuery] = useState('');
  const state = useSearchResults(query, MODAL_PAGES);
  const [active, setActive] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const listId = useId();
  const titleId = useId();
  useFocusTrap(panel, true);
  useBodyScrollLock(true);

  const groups = state.status === 'done' || state.status === 'loading' ? (state.groups ?? []) : [];
  const hits = groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new answer starts again from its best hit.
  useEffect(() => setActive(0), [state]);

  useEffect(() => {
    const root = document.getElementById(ROOT_ID);
    root?.setAttribute('inert', '');
    return () => root?.removeAttribute('inert');
  }, []);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      // The option's own link navigates, client-side, as a click on it would.
      document.getElementById(optionId(active))?.querySelector('a')?.click();
    }
  };

  let index = 0;
  return createPortal(
    <div className="quire-search-modal" onKeyDown={onKeyDown}>
      <div className="quire-search-modal-backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panel} className="quire-search-modal-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="quire-visually-hidden">
          Search the docs
        </h2>
        <form className="quire-search-modal-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            className="quire-search-input"
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className="quire-search-modal-close" aria-label="Close search" onClick={onClose}>
            Esc
          </button>
        </form>
        <div className="quire-search-modal-results">
          <SearchStatus state={state} idleText="Type to search the docs." />
          <div id={listId} role="listbox" aria-label="Search results" className="quire-search-listbox">
            {groups.map((group) => (
              <div key={group.url} role="group" aria-label={group.title} className="quire-search-group">
                <div className="quire-search-group-title" aria-hidden="true">
                  {group.title}
                </div>
                {group.hits.map((hit) => {
                  const i = index++;
                  return (
                    <div
                      key={hit.url}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      className="quire-search-option"
                      onMouseMove={() => i !== active && setActive(i)}
                    >
                      <Link href={hit.url} tabIndex={-1} onClick={onClose}>
                        <span className="quire-search-hit-heading">{[...hit.path, hit.heading].join(' › ')}</span>
                        <SearchExcerpt parts={hit.excerpt} />
                      </Link>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
        <div className="quire-search-modal-footer">
          {query.trim() !== '' && (
            <Link href={`/search?q=${encodeURIComponent(query.trim())}`} onClick={onClose} className="quire-search-see-all">
              See all results
            </Link>
          )}
          <span className="quire-search-keys" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
          </span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
