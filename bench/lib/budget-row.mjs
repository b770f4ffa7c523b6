// The shape of one row of the budget table, and helpers rows share.
//
// A row is a module under bench/budgets/ whose default export is a
// BudgetRow; bench/budgets/index.mjs lists them in table order. A row
// measures what it needs through the bench context (cold builds of the
// corpora are run once and shared), or on its own (a warm rebuild, a dev
// server), and says whether its budget is met.

/**
 * @typedef {object} BudgetResult
 * @property {'pass' | 'fail' | 'n/a' | 'measured'} status `measured`: a row with no budget
 * @property {string} value what was measured, for the table ("0.62 s", "n/a (…)")
 * @property {string} [note] a caveat worth a line under the table
 * @property {Record<string, unknown>} [data] the numbers behind `value`, for the JSON report
 */

/**
 * @typedef {object} BudgetRow
 * @property {string} id stable key in the JSON report
 * @property {string} measure what is measured, as issue 7 words it
 * @property {string} budget the limit, as issue 7 words it
 * @property {(bench: import('./bench-context.mjs').BenchContext) => Promise<BudgetResult>} evaluate
 */

/** The result of a row this bench cannot measure (yet). */
export function notMeasured(reason = 'not measured by this bench yet') {
  return { status: 'n/a', value: `n/a (${reason})` };
}

/** Decimal units, the stricter reading of "KB" and "GB" in a budget. */
export const KB = 1000;
export const MB = 1000 * 1000;

export const formatKB = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const formatSeconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const formatMB = (mb) => `${Math.round(mb)} MB`;

/** "1.23 s (1.10–1.40, 3 runs)": the median, and the spread when there was more than one run. */
export function formatRuns(values, format) {
  if (values.length === 1) return format(values[0]);
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(median(sorted))} (${format(sorted[0]).replace(/ .*/, '')}–${format(sorted.at(-1))}, ${values.length} runs)`;
}

export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
