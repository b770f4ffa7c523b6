// One measurement of `quire dev` (bench/measure-dev.mjs) shared by the two
// dev rows of the table: the server is started a few times and a page
// edited a few times, once per bench run. The MDX edit row has one of its
// own: the same page made an `.mdx` doc, edited as many times.
import { measureDev } from '../measure-dev.mjs';

/** Starts of the server and timed edits; QUIRE_DEV_RUNS and QUIRE_DEV_EDITS override them. */
const RUNS = Number(process.env.QUIRE_DEV_RUNS ?? 5);
const EDITS = Number(process.env.QUIRE_DEV_EDITS ?? 20);

let measured;

/**
 * `measureDev` on the Redux Toolkit site with the bench's CLI, run on the
 * first call and shared after.
 *
 * @param {import('../lib/bench-context.mjs').BenchContext} bench
 * @returns {Promise<import('../measure-dev.mjs').DevMeasurements>}
 */
export function devMeasurements(bench) {
  measured ??= measureDev({ cli: bench.cli, runs: RUNS, edits: EDITS });
  return measured;
}

let measuredMdx;

/**
 * `measureDev` with the page made an MDX doc (`mdx: true`): the server is
 * started once, since only the edits are this row's.
 *
 * @param {import('../lib/bench-context.mjs').BenchContext} bench
 * @returns {Promise<import('../measure-dev.mjs').DevMeasurements>}
 */
export function devMdxMeasurements(bench) {
  measuredMdx ??= measureDev({ cli: bench.cli, runs: 1, edits: EDITS, mdx: true });
  return measuredMdx;
}
