// `quire dev`: from writing a markdown file until the open page in Chromium
// shows the change, over repeated edits of one docs page.
import { DEV_BUDGETS } from '../measure-dev.mjs';
import { devMeasurements } from './dev-measurements.mjs';

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'dev-edit',
  measure: 'dev: save a markdown file → browser shows the change',
  budget: '≤ 150 ms',
  async evaluate(bench) {
    const dev = await devMeasurements(bench);
    const { editToBrowserMs: t, editPhasesMs: p } = dev;
    return {
      status: t.median <= DEV_BUDGETS.editToBrowserMs ? 'pass' : 'fail',
      value: `${t.median} ms (p90 ${t.p90} ms, ${t.samples.length} edits of ${dev.page})`,
      note:
        `dev edit, medians: until the browser asks for the new page data ${p.server.median} ms ` +
        `(the server's handling ${p.handled.median} ms), fetch ${p.fetch.median} ms, render ${p.browser.median} ms; ` +
        `server CPU per edit ${dev.editServerCpuMs.median} ms, of which the main thread ${dev.editMainThreadCpuMs.median} ms`,
      data: { editToBrowserMs: t, editPhasesMs: p, editServerCpuMs: dev.editServerCpuMs, editMainThreadCpuMs: dev.editMainThreadCpuMs },
    };
  },
};
