import { useEffect, useState, type ComponentType } from 'react';

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
  const [Body, setBody] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    loadBody().then(
      (m) => live && setBody(() => m.SearchPageBody),
      (error: unknown) => console.warn('Quire: the search page did not load its search.', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="quire-page quire-search-page">
      <h1>Search the documentation</h1>
      {Body ? (
        <Body />
      ) : (
        <form className="quire-search-page-form" role="search" method="get">
          <input className="quire-search-input" type="search" name="q" aria-label="Search" placeholder="Search docs" />
        </form>
      )}
    </div>
  );
}
