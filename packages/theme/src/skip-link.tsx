import type { MouseEvent } from 'react';

/**
 * The first stop of the Tab key: a link, visible only while focused, that
 * moves keyboard focus to `<main id="main">` (which takes focus through its
 * `tabIndex={-1}`), so a keyboard reader skips the navbar.
 *
 * The `href` works without JavaScript. With it, the click handler focuses
 * `<main>` directly: following `#main` would also change the address and
 * make the router treat the hash change as a navigation.
 *
 * Rendered by the default `Layout`; a replacement layout may reuse it.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="quire-skip-link" href="#main" onClick={skip}>
      Skip to main content
    </a>
  );
}
