/**
 * After a route change: to the hash target when the address has one (its id
 * decoded, so `#caf%C3%A9` finds `café`), otherwise to the top (SPEC.md §2).
 * The sticky navbar's height is kept clear by the theme's `scroll-margin-top`.
 */
export function scrollAfterNavigation(hash: string): void {
  if (hash.length > 1) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the id up as written.
    }
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}
