// The rows of the budget table, in issue 7's order (issue 28 changed some
// budgets and added the 10 000-page row, which has none; issue 29 added the
// MDX rows, last, so that every row before them runs as it did). To
// measure a budget this bench shows as n/a, replace its module; to add one,
// add a module and list it here.
import coldBuild44 from './cold-build-44.mjs';
import coldBuild1000 from './cold-build-1000.mjs';
import coldBuild5000 from './cold-build-5000.mjs';
import coldBuild10000 from './cold-build-10000.mjs';
import coldBuild1000Mdx from './cold-build-1000-mdx.mjs';
import devEdit from './dev-edit.mjs';
import devEditMdx from './dev-edit-mdx.mjs';
import devReady from './dev-ready.mjs';
import firstVisitJs from './first-visit-js.mjs';
import html1000 from './html-1000.mjs';
import routeChunk from './route-chunk.mjs';
import warmRebuild1000 from './warm-rebuild-1000.mjs';

/** @type {import('../lib/budget-row.mjs').BudgetRow[]} */
export const budgetRows = [coldBuild44, coldBuild1000, coldBuild5000, coldBuild10000, warmRebuild1000, firstVisitJs, routeChunk, html1000, devReady, devEdit, coldBuild1000Mdx, devEditMdx];
