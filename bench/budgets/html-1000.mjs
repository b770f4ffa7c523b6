// HTML of a docs page at 1000 pages: gzip, median over the docs pages.
import { KB, formatKB, notMeasured } from '../lib/budget-row.mjs';
import { docsPageSizes } from '../lib/payload.mjs';

const LIMIT = 15 * KB;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'html-1000',
  measure: 'HTML of a docs page at 1000 pages (gzip, median)',
  budget: '≤ 15 KB: the sidebar must not grow every page',
  async evaluate(bench) {
    const size = bench.size(1000);
    if (!size) return notMeasured('size 1000 not selected');
    if (!size.ok) return { status: 'fail', value: 'build failed' };
    const sizes = docsPageSizes(size.outDir);
    const others = bench.sizes.filter((p) => p !== 1000 && bench.size(p)?.ok).map((p) => ({ pages: p, ...docsPageSizes(bench.size(p).outDir) }));
    return {
      status: sizes.htmlMedianGzip <= LIMIT ? 'pass' : 'fail',
      value: formatKB(sizes.htmlMedianGzip) + (others.length ? ` (${others.map((o) => `${formatKB(o.htmlMedianGzip)} at ${o.pages}`).join(', ')})` : ''),
      data: { limitBytes: LIMIT, pages: sizes.pages, htmlMedianGzip: sizes.htmlMedianGzip, otherSizes: others.map(({ pages, htmlMedianGzip }) => ({ pages, htmlMedianGzip })) },
    };
  },
};
