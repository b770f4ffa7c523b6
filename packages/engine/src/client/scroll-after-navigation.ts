import { safeDecode } from '../shared/safe-decode.js';

/**
 * After a route change: to the hash target when the address has one (its id
 * decoded, so `#caf%C3%A9` finds `café`), otherwise to the top (ARCHITECTURE.md, "scroll").
 * The sticky navbar's height is kept clear by the theme's `scroll-margin-top`.
 */
export function scrollAfterNavigation(hash: string): void {
  if (hash.length > 1) {
    const target = document.getElementById(safeDecode(hash.slice(1)));
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}
