import { useEffect, useState, type RefObject } from 'react';

/** How long "Copied" shows before the button reads "Copy" again. */
const CONFIRMATION_MS = 2000;

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The element whose text is copied: a code block's `<code>`. */
  target: RefObject<HTMLElement | null>;
}

/**
 * "Copy code": copies the text of `target` with `navigator.clipboard`.
 * The build leaves out magic comments and line numbers are drawn by CSS,
 * so the element's text is exactly the code. The button says "Copied" for
 * a moment, and a polite live region says it to screen readers; its
 * accessible name stays "Copy code". It is a plain `<button>`, so Enter
 * and Space work.
 */
export function CopyButton({ target }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.current?.textContent ?? '');
      setCopied(true);
    } catch {
      // No clipboard access (insecure origin, denied permission): the code can still be selected by hand.
    }
  };

  return (
    <>
      <button type="button" className="quire-copy-button" aria-label="Copy code" onClick={copy} data-copied={copied || undefined}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="quire-copy-status">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
