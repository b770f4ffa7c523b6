// Owned by the dev-server work: replace this module with one that starts
// `quire dev` and times it until it serves the site.
import { notMeasured } from '../lib/budget-row.mjs';

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'dev-ready',
  measure: '`quire dev` ready to serve the site',
  budget: '≤ 1 s',
  evaluate: async () => notMeasured(),
};
