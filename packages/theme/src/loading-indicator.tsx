import { useEffect } from 'react';
import { useDelayElapsed, type LoadingIndicatorProps } from '@quire/engine/client';
import { loadProgressBar } from './progress-bar-options.js';
import { ProgressBar } from './progress-bar.js';
import { Spinner } from './spinner.js';

/**
 * The default loading chrome, mounted by the engine while a route change
 * waits for chunks: nothing for short waits, the {@link Spinner} after
 * `spinnerDelayMs`, and the NProgress {@link ProgressBar} too after
 * `progressBarDelayMs`. Both go when the page arrives or the load fails.
 *
 * Replace it with `components: { ...components, LoadingIndicator: Mine }`.
 */
export function LoadingIndicator({ since, spinnerDelayMs, progressBarDelayMs }: LoadingIndicatorProps) {
  // Fetch NProgress as the wait begins, so it is here if the wait gets long.
  useEffect(() => {
    loadProgressBar().catch(() => undefined); // ProgressBar reports a failure if it comes to that
  }, []);
  const spinner = useDelayElapsed(since, spinnerDelayMs);
  const bar = useDelayElapsed(since, progressBarDelayMs);
  return (
    <>
      {spinner && <Spinner />}
      {bar && <ProgressBar />}
    </>
  );
}
