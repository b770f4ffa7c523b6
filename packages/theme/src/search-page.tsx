/**
 * The page at `/search`. A placeholder until the hosted search service is
 * wired in: a heading and a note. It has no docs layout.
 *
 * Replace it with `components: { ...components, SearchPage: MySearchPage }`
 * to plug in another search.
 */
export function SearchPage() {
  return (
    <div className="quire-page quire-search-page">
      <h1>Search</h1>
      <p>Search arrives soon. Until then, the sidebar and the navbar lead to every page of the docs.</p>
    </div>
  );
}
