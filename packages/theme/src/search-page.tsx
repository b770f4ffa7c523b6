import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchPageBodyProps } from './search-page-body.js';

/** The page's working part: its own chunk, loaded when the page mounts. */
const loadBody = () => import('./search-page-body.js');

/**
 * The page at `/search`, without the docs layout. The query lives in the
 * address (`/search?q=createSlice`), so a search can be reloaded, shared and
 * reached from the navbar dialog's "See all results".
 *
 * This component is in every page's JavaScript (the theme's map), so it is
 * only a shell: the heading and a plain form that, before the page is
 * interactive, searches by reloading `/search?q=…`. The form, the results
 * and the search client arrive as their own chunk when the page mounts
 * (`SearchPageBody`), never on other pages.
 *
 * Replace it with `components: { ...components, SearchPage: MySearchPage }`
 * to plug in another search.
 */
export function SearchPage() {
  const [Body, setBody] = useState<ComponentType<SearchPageBodyProps> | null>(null);
  const shellInput = useRef<HTMLInputElement>(null);
  // What the reader typed into the plain form before the body arrived, carried over so no keystroke is lost.
  const typed = useRef({ text: '', focused: false });
  useEffect(() => {
    let live = true;
    loadBody().then(
      (m) => {
        if (live) setBody(() => m.SearchPageBody);
      },
      (error: unknown) => console.warn('Quire: the search page did not load its search.', error),
    );
    return () => {
      live = false;
    };
  }, []);
  // Read as the body is first rendered, not when its module arrived: React renders that update in a later
  // task, and keys pressed in between go into the plain form's input, which is still there until this render commits.
  if (Body && shellInput.current) typed.current = { text: shellInput.current.value, focused: document.activeElement === shellInput.current };
  return (
    <div className="quire-page quire-search-page">
      <h1>Search the documentation</h1>
      {Body ? (
        <Body typedText={typed.current.text} typedFocus={typed.current.focused} />
      ) : (
        <form className="quire-search-page-form" role="search" method="get">
          <input ref={shellInput} className="quire-search-input" type="search" name="q" aria-label="Search" placeholder="Search docs" />
        </form>
      )}
    </div>
  );
}
