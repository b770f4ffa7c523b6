/**
 * A test hook, not a feature: `QUIRE_TEST_PAUSE_AT=<point>` makes a build
 * stop at that point, print `quire: paused at <point>` on stderr and wait
 * there until it is killed or interrupted (SIGINT, SIGTERM). The interrupted-build
 * tests use it to kill a build at an exact phase boundary, or in the middle
 * of the swap of the output folder, rather than only after a random delay.
 *
 * Points: each phase name before it starts (`config`, `content`, `markdown`,
 * `routes`, `links`, `bundle`, `render`, `write`), `swap` (the previous site
 * has been renamed aside and the new one not yet moved in) and `swapped` (the
 * new site is in place and the previous one not yet removed).
 */

/** The variable that names the pause point. */
export const PAUSE_VARIABLE = 'QUIRE_TEST_PAUSE_AT';

/** The points a build can pause at, in the order it passes them. */
export type PausePoint = 'config' | 'content' | 'markdown' | 'routes' | 'links' | 'bundle' | 'render' | 'search-write' | 'write' | 'swap' | 'swapped';

/** Whether the build is to pause at `point`: lets a caller skip even the await where every microsecond counts. */
export function isPausing(point: PausePoint): boolean {
  return process.env[PAUSE_VARIABLE] === point;
}

/**
 * Resolves at once unless `QUIRE_TEST_PAUSE_AT` names `point`; then resolves
 * only on SIGINT or SIGTERM (SIGKILL just ends the process), so that a
 * signal while paused acts as a signal at that instant of a real build: the
 * CLI's own handler has aborted the build by the time this resumes.
 */
export async function pauseForTest(point: PausePoint | string): Promise<void> {
  if (process.env[PAUSE_VARIABLE] !== point) return;
  process.stderr.write(`quire: paused at ${point} (${PAUSE_VARIABLE})\n`);
  // A pending promise does not keep Node running; this timer does, until the pause ends.
  const keepAlive = setInterval(() => {}, 1 << 30);
  let resume = (): void => {};
  try {
    await new Promise<void>((resolve) => {
      resume = resolve;
      process.once('SIGINT', resume);
      process.once('SIGTERM', resume);
    });
  } finally {
    clearInterval(keepAlive);
    process.off('SIGINT', resume);
    process.off('SIGTERM', resume);
  }
}
