import { useEffect, type RefObject } from 'react';

/** What can take focus with the Tab key, minus what is disabled or taken out of the order. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(',');

/** The elements of `container` that Tab visits, in order; hidden ones (no layout box) are skipped. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * While `active`, keeps keyboard focus inside `ref`'s element: it focuses
 * the element's first focusable control (or the element itself) on
 * activation, and Tab on the last control wraps to the first, Shift+Tab on
 * the first wraps to the last. For modal dialogs (WAI-ARIA dialog pattern).
 *
 * Where focus goes afterwards is the caller's business: usually back to the
 * control that opened the dialog, once the dialog is gone.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    (focusableElements(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = focusableElements(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // On the document, so a Tab pressed while focus somehow left the dialog still comes back.
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
