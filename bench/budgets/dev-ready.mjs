// `quire dev` on the Redux Toolkit site: from starting the process until it
// says it is ready (listening, config loaded), by its own clock.
import { DEV_BUDGETS } from '../measure-dev.mjs';
import { formatRuns } from '../lib/budget-row.mjs';
import { devMeasurements } from './dev-measurements.mjs';

const ms = (value) => `${Math.round(value)} ms`;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'dev-ready',
  measure: '`quire dev` ready to serve the site',
  budget: '≤ 1 s',
  async evaluate(bench) {
    const dev = await devMeasurements(bench);
    return {
      status: dev.readyMs.median <= DEV_BUDGETS.readyMs ? 'pass' : 'fail',
      value: formatRuns(dev.readyMs.samples, ms),
      note:
        `dev ready: main-thread CPU by then ${dev.readyCpuMs.median} ms (median); ` +
        `first page (${dev.page}, compiled on demand) served after ${dev.firstPageMs.median} ms, ${dev.firstPageCpuMs.median} ms of server CPU`,
      data: { readyMs: dev.readyMs, readyCpuMs: dev.readyCpuMs, firstPageMs: dev.firstPageMs, firstPageCpuMs: dev.firstPageCpuMs },
    };
  },
};
