// Owned by the persistent-cache work: replace this module with one that
// measures a rebuild of the 1000-page corpus after editing one page.
import { notMeasured } from '../lib/budget-row.mjs';

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'warm-rebuild-1000',
  measure: 'warm rebuild of 1000 pages with one page edited',
  budget: '≤ 1.5 s',
  evaluate: async () => notMeasured(),
};
