// Rows for the cold-build budgets: wall time (and, from 5000 pages, peak
// memory) of `quire build` on a generated corpus, median over the runs.
// A size with no budget is a row too, so its measurement lands in the
// table and the JSON report beside the others. Peak memory is the build
// process's, worker threads included (bench/lib/measured-child.mjs); the
// child process it starts, esbuild's, is not in it.
import { MB, formatMB, formatRuns, formatSeconds, notMeasured } from '../lib/budget-row.mjs';

/**
 * A cold-build row for one corpus size.
 *
 * @param {{ pages: number, maxSeconds?: number, maxPeakBytes?: number, showMemory?: boolean, flag?: string }} limits
 *   without `maxSeconds` or `maxPeakBytes`, the row reports wall time and peak memory against no budget;
 *   `showMemory` shows peak memory beside a time budget
 * @returns {import('../lib/budget-row.mjs').BudgetRow}
 */
export function coldBuildRow({ pages, maxSeconds, maxPeakBytes, showMemory = false, flag }) {
  const limits = [];
  if (maxSeconds !== undefined) limits.push(`≤ ${maxSeconds} s`);
  if (maxPeakBytes !== undefined) limits.push(`peak memory ≤ ${maxPeakBytes / (1000 * MB)} GB`);
  const budgeted = limits.length > 0;
  const withMemory = showMemory || maxPeakBytes !== undefined || !budgeted;
  return {
    id: `cold-build-${pages}`,
    measure: `${pages} pages, cold build, wall${withMemory ? ' and peak memory' : ''}`,
    budget: budgeted ? limits.join('; ') : 'none (measured only)',
    async evaluate(bench) {
      const size = bench.size(pages);
      if (!size) return notMeasured(flag ? `run with ${flag}` : `size ${pages} not selected`);
      if (!size.ok) return { status: 'fail', value: 'build failed' };
      const walls = size.runs.map((r) => r.wallMs);
      const timeOk = maxSeconds === undefined || size.wallMs <= maxSeconds * 1000;
      const memoryOk = maxPeakBytes === undefined || (size.peakBytes !== null && size.peakBytes <= maxPeakBytes);
      const peak = size.peakBytes === null ? 'peak unknown' : `${formatMB(size.peakBytes / MB)} peak`;
      const value = formatRuns(walls, formatSeconds) + (withMemory ? `; ${peak}` : '');
      return {
        status: !budgeted ? 'measured' : timeOk && memoryOk ? 'pass' : 'fail',
        value,
        data: { wallMs: size.wallMs, runsWallMs: walls, peakBytes: size.peakBytes, cpuMs: size.cpuMs, phases: size.phases },
      };
    },
  };
}
