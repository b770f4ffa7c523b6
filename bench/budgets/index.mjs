// The rows of the budget table, in issue 7's order (issue 28 changed some
// budgets and added the 10 000-page row; issue 29 added the MDX rows, last,
// so that every row before them runs as it did; issue 30 added the 100 000-page
// rows, the output per page, a reader's bytes and the search query, each after
// the rows that ran before it). To measure a budget this bench shows as n/a,
// replace its module; to add one, add a module and list it here.
import coldBuild44 from './cold-build-44.mjs';
import coldBuild1000 from './cold-build-1000.mjs';
import coldBuild5000 from './cold-build-5000.mjs';
import coldBuild10000 from './cold-build-10000.mjs';
import coldBuild100000 from './cold-build-100000.mjs';
import coldBuild1000Mdx from './cold-build-1000-mdx.mjs';
import devEdit from './dev-edit.mjs';
import devEditMdx from './dev-edit-mdx.mjs';
import devReady from './dev-ready.mjs';
import firstVisitJs from './first-visit-js.mjs';
import html1000 from './html-1000.mjs';
import outputPerPage from './output-per-page.mjs';
import readerBytes from './reader-bytes.mjs';
import routeChunk from './route-chunk.mjs';
import searchQuery from './search-query.mjs';
import warmRebuild1000 from './warm-rebuild-1000.mjs';
import warmRebuild10000 from './warm-rebuild-10000.mjs';
import warmRebuild100000 from './warm-rebuild-100000.mjs';

/** @type {import('../lib/budget-row.mjs').BudgetRow[]} */
export const budgetRows = [
  coldBuild44,
  coldBuild1000,
  coldBuild5000,
  coldBuild10000,
  coldBuild100000,
  warmRebuild1000,
  warmRebuild10000,
  warmRebuild100000,
  firstVisitJs,
  routeChunk,
  html1000,
  outputPerPage,
  readerBytes,
  searchQuery,
  devReady,
  devEdit,
  coldBuild1000Mdx,
  devEditMdx,
];
