// Rows for the cold-build budgets: wall time (and, at 5000 pages, peak
// memory) of `quire build` on a generated corpus, median over the runs.
import { MB, formatMB, formatRuns, formatSeconds, notMeasured } from '../lib/budget-row.mjs';

/**
 * A cold-build row for one corpus size.
 *
 * @param {{ pages: number, maxSeconds: number, maxPeakBytes?: number, flag?: string }} limits
 * @returns {import('../lib/budget-row.mjs').BudgetRow}
 */
export function coldBuildRow({ pages, maxSeconds, maxPeakBytes, flag }) {
  const memory = maxPeakBytes === undefined ? '' : `; peak memory ≤ ${maxPeakBytes / (1000 * MB)} GB`;
  return {
    id: `cold-build-${pages}`,
    measure: `${pages} pages, cold build, wall${maxPeakBytes === undefined ? '' : ' and peak memory'}`,
    budget: `≤ ${maxSeconds} s${memory}`,
    async evaluate(bench) {
      const size = bench.size(pages);
      if (!size) return notMeasured(flag ? `run with ${flag}` : `size ${pages} not selected`);
      if (!size.ok) return { status: 'fail', value: 'build failed' };
      const walls = size.runs.map((r) => r.wallMs);
      const timeOk = size.wallMs <= maxSeconds * 1000;
      const memoryOk = maxPeakBytes === undefined || (size.peakBytes !== null && size.peakBytes <= maxPeakBytes);
      const value = formatRuns(walls, formatSeconds) + (maxPeakBytes === undefined ? '' : `; ${formatMB(size.peakBytes / MB)} peak`);
      return {
        status: timeOk && memoryOk ? 'pass' : 'fail',
        value,
        data: { wallMs: size.wallMs, runsWallMs: walls, peakBytes: size.peakBytes, cpuMs: size.cpuMs, phases: size.phases },
      };
    },
  };
}
