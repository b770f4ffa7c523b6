// Route chunk of a docs page: the module a page's boot data names, gzip,
// median over every docs page of the site, at every measured size.
import { KB, formatKB, notMeasured } from '../lib/budget-row.mjs';
import { docsPageSizes } from '../lib/payload.mjs';

const LIMIT = 10 * KB;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'route-chunk',
  measure: 'route chunk of a docs page (gzip, median over the site)',
  budget: '≤ 10 KB',
  async evaluate(bench) {
    const measured = bench.sizes.map((pages) => bench.size(pages)).filter((size) => size?.ok);
    if (measured.length === 0) return notMeasured('no successful build');
    const bySize = measured.map((size) => ({ pages: size.pages, ...docsPageSizes(size.outDir) }));
    return {
      status: bySize.every((s) => s.routeChunkMedianGzip !== null && s.routeChunkMedianGzip <= LIMIT) ? 'pass' : 'fail',
      value: bySize.map((s) => `${formatKB(s.routeChunkMedianGzip ?? NaN)} at ${s.pages}`).join(', '),
      data: { limitBytes: LIMIT, sizes: bySize.map(({ pages, routeChunkMedianGzip, routeChunks }) => ({ pages, routeChunkMedianGzip, routeChunks })) },
    };
  },
};
