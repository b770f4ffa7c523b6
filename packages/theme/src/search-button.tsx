import { Link } from '@quire/engine/client';

/**
 * The navbar's way to search: for now a link to the `/search` page, which
 * works without JavaScript. The hosted search dialog will take its place.
 *
 * Used by the default `Navbar`; a replacement navbar may reuse it.
 */
export function SearchButton() {
  return (
    <Link href="/search" className="quire-navbar-search">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>Search</span>
    </Link>
  );
}
