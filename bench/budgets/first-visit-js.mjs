// First-visit JavaScript of a docs page (module scripts, modulepreloads and
// what they import statically, gzip), at every measured size: within the
// limit everywhere, and growing by at most 5 % from 44 to 5000 pages.
import { KB, formatKB, notMeasured } from '../lib/budget-row.mjs';
import { firstVisitJs, sampleDocsPage } from '../lib/payload.mjs';

const LIMIT = 100 * KB;
const MAX_GROWTH = 0.05;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'first-visit-js',
  measure: 'first-visit JavaScript of a docs page (scripts + modulepreloads, gzip)',
  budget: '≤ 100 KB, and no more than 5 % larger at 5000 pages than at 44',
  async evaluate(bench) {
    const measured = bench.sizes.map((pages) => bench.size(pages)).filter((size) => size?.ok);
    if (measured.length === 0) return notMeasured('no successful build');
    const bySize = measured.map((size) => {
      const page = sampleDocsPage(size.outDir);
      return { pages: size.pages, ...(page ? firstVisitJs(size.outDir, page) : { gzipBytes: NaN, files: [], unlisted: [] }) };
    });
    const smallest = bySize[0];
    const largest = bySize.at(-1);
    const growth = largest.gzipBytes / smallest.gzipBytes - 1;
    const withinLimit = bySize.every((s) => s.gzipBytes <= LIMIT);
    const growthOk = growth <= MAX_GROWTH;
    const value =
      bySize.map((s) => `${formatKB(s.gzipBytes)} at ${s.pages}`).join(', ') +
      (bySize.length > 1 ? ` (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)` : '');
    const notes = [];
    if (largest.pages < 5000) notes.push(`growth measured up to ${largest.pages} pages; run with --5000 for the budget's size`);
    for (const s of bySize) if (s.unlisted.length) notes.push(`${s.pages} pages: static imports not preloaded: ${s.unlisted.join(', ')}`);
    return {
      status: withinLimit && growthOk ? 'pass' : 'fail',
      value,
      note: notes.join('; ') || undefined,
      data: { limitBytes: LIMIT, growth, sizes: bySize },
    };
  },
};
