import { useDelayElapsed, type LoadingIndicatorProps } from '@quire/engine/client';
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
  const spinner = useDelayElapsed(since, spinnerDelayMs);
  const bar = useDelayElapsed(since, progressBarDelayMs);
  return (
    <>
      {spinner && <Spinner />}
      {bar && <ProgressBar />}
    </>
  );
}
