// `quire dev` (issue 29): the dev-edit row's page made an `.mdx` doc (the
// bench corpus's Tabs imports and element added), from writing the file
// until the open page in Chromium shows the change, against the same budget.
import { DEV_BUDGETS } from '../measure-dev.mjs';
import { devMdxMeasurements } from './dev-measurements.mjs';

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'dev-edit-mdx',
  measure: 'dev: save an .mdx file (Tabs import + element) → browser shows the change',
  budget: `≤ ${DEV_BUDGETS.editToBrowserMs} ms (the dev-edit budget)`,
  async evaluate(bench) {
    const dev = await devMdxMeasurements(bench);
    const { editToBrowserMs: t, editPhasesMs: p } = dev;
    return {
      status: t.median <= DEV_BUDGETS.editToBrowserMs ? 'pass' : 'fail',
      value: `${t.median} ms (p90 ${t.p90} ms, ${t.samples.length} edits of ${dev.file})`,
      note:
        `dev MDX edit, medians: until the browser asks for the new route module ${p.server.median} ms ` +
        `(the server's handling, compile and bundle, ${p.handled.median} ms), its fetch ${p.fetch.median} ms, then the page module and render ${p.browser.median} ms; ` +
        `server CPU per edit ${dev.editServerCpuMs.median} ms, of which the main thread ${dev.editMainThreadCpuMs.median} ms; ` +
        `first request of the page after start ${dev.firstPageMs.median} ms`,
      data: { editToBrowserMs: t, editPhasesMs: p, editServerCpuMs: dev.editServerCpuMs, editMainThreadCpuMs: dev.editMainThreadCpuMs, firstPageMs: dev.firstPageMs },
    };
  },
};
