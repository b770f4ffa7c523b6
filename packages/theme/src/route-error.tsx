import { useEffect, useRef } from 'react';
import type { RouteErrorProps } from '@quire/engine/client';

/**
 * The red box shown instead of a page whose chunks failed to load (ARCHITECTURE.md,
 * "route loading"): the error's message and a Retry button that loads the page again.
 *
 * It takes keyboard focus when it appears, so the next Tab reaches Retry
 * (the link that was clicked may be far away in the sidebar); if it still
 * holds focus when the page arrives, focus moves to the element around it
 * (`<main>`, focusable for the skip link) rather than falling to `<body>`.
 *
 * Replace it with `components: { ...components, RouteError: Mine }`.
 */
export function RouteError({ error, retry }: RouteErrorProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    const around = element?.parentElement;
    element?.focus();
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || element?.contains(active);
      if (lost && around?.hasAttribute('tabindex')) around.focus({ preventScroll: true });
    };
  }, []);
  return (
    <div ref={box} role="alert" className="quire-route-error" tabIndex={-1}>
      <p className="quire-route-error__message">{error.message}</p>
      <button type="button" className="quire-route-error__retry" onClick={retry}>
        Retry
      </button>
    </div>
  );
}
