import type NProgress from 'nprogress';
import type { NProgressOptions } from 'nprogress';

/**
 * NProgress settings that nprogress 0.2.0 reads. Its `trickleRate` (each
 * trickle step adds a random share of it) is missing from `@types/nprogress`,
 * which describes later versions, hence the addition.
 */
export type ProgressBarOptions = Partial<NProgressOptions> & { trickleRate: number };

/**
 * The progress bar of ARCHITECTURE.md ("route loading"): starts at 8 % (`minimum`), animates each
 * step in 200 ms (`speed`), and while the page loads adds up to 2 %
 * (`trickleRate`) every 800 ms (`trickleSpeed`). `showSpinner: false`
 * because the theme has its own accessible spinner.
 */
export const PROGRESS_BAR_OPTIONS: ProgressBarOptions = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
};

/** The part of NProgress the theme drives; a fake in tests. */
export type ProgressBarDriver = Pick<typeof NProgress, 'configure' | 'start' | 'done'>;

/**
 * Loads NProgress. It is only needed once a route change has waited a whole
 * second, so it stays out of the first-visit JavaScript: `LoadingIndicator`
 * asks for it when a wait begins, and the bar starts once it is here.
 */
export function loadProgressBar(): Promise<ProgressBarDriver> {
  return import('nprogress').then((module) => module.default);
}

/**
 * Configures NProgress with {@link PROGRESS_BAR_OPTIONS} and starts it
 * trickling. Returns the function that finishes it (`done()`: a jump to
 * 100 % and a fade-out). NProgress touches the DOM, so call this only from
 * an effect.
 */
export function startProgressBar(driver: ProgressBarDriver): () => void {
  driver.configure(PROGRESS_BAR_OPTIONS);
  driver.start();
  return () => {
    driver.done();
  };
}
