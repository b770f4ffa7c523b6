import { useEffect } from 'react';
import { startProgressBar } from './progress-bar-options.js';

/**
 * The NProgress bar at the top of the window (SPEC.md §9), running for as
 * long as this is mounted: it starts and trickles on mount and finishes on
 * unmount. NProgress draws `#nprogress` into `<body>` itself, outside the
 * React tree, so this renders nothing (and nothing on the server).
 * Styled by the theme's `styles/loading.css`.
 */
export function ProgressBar() {
  useEffect(() => startProgressBar(), []);
  return null;
}
