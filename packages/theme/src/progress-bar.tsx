import { useEffect } from 'react';
import { loadProgressBar, startProgressBar } from './progress-bar-options.js';

/**
 * The NProgress bar at the top of the window (ARCHITECTURE.md, "route loading"), running for as
 * long as this is mounted: it starts and trickles on mount and finishes on
 * unmount. NProgress draws `#nprogress` into `<body>` itself, outside the
 * React tree, so this renders nothing (and nothing on the server).
 * Styled by the theme's `styles/loading.css`. NProgress arrives as its own
 * chunk (see `loadProgressBar`); should it fail to load, the spinner still
 * tells the reader the page is coming.
 */
export function ProgressBar() {
  useEffect(() => {
    let finish: (() => void) | undefined;
    let unmounted = false;
    loadProgressBar().then(
      (driver) => {
        if (!unmounted) finish = startProgressBar(driver);
      },
      (error: unknown) => console.warn('Quire: the progress bar could not be loaded.', error),
    );
    return () => {
      unmounted = true;
      finish?.();
    };
  }, []);
  return null;
}
