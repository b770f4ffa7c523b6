import { useEffect } from 'react';

/** Whether a key press is typing into a field, where `/` is a character and not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Calls `open` on Ctrl+K (⌘K on a Mac) anywhere, and on `/` when the reader
 * is not typing in a field, while `enabled`. The browser's own use of the
 * keys (Ctrl+K focuses its address bar in some browsers) is prevented.
 */
export function useSearchShortcut(open: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey || event.shiftKey) return;
      const modifier = event.ctrlKey || event.metaKey;
      if ((modifier && event.key.toLowerCase() === 'k') || (!modifier && event.key === '/' && !isTyping(event.target))) {
        event.preventDefault();
        open();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, enabled]);
}
