// Owned by the dev-server work: replace this module with one that saves a
// markdown file and times it until the open page shows the change.
import { notMeasured } from '../lib/budget-row.mjs';

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'dev-edit',
  measure: 'dev: save a markdown file → browser shows the change',
  budget: '≤ 150 ms',
  evaluate: async () => notMeasured(),
};
