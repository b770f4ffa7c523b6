// Issue 30, item 1: no per-page copies of shared data. The raw bytes of the
// output folder (search index excluded: `search-index/`), divided by
// the corpus's page count, at every measured size from 1000 pages: within
// 40 KB at each, and at the largest size at most 10 % more than at 1000.
// File bytes, each hard-linked file once (bench/lib/output-bytes.mjs).
import { KB, MB, formatKB, notMeasured } from '../lib/budget-row.mjs';
import { outputBytes } from '../lib/output-bytes.mjs';

const FROM_PAGES = 1000;
const LIMIT = 40 * KB;
const MAX_GROWTH = 0.1;
/** The search index's folder at the output's root: the budget leaves it out. */
const SEARCH_INDEX = 'search-index';

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'output-per-page',
  measure: `output folder per page, raw, search index (${SEARCH_INDEX}/) excluded, at each size ≥ ${FROM_PAGES}`,
  budget: `≤ ${LIMIT / KB} KB at each, and ≤ ${MAX_GROWTH * 100} % more at the largest size than at ${FROM_PAGES}`,
  async evaluate(bench) {
    const measured = bench.sizes.map((pages) => bench.size(pages)).filter((size) => size?.ok);
    const bySize = measured.map((size) => {
      const out = outputBytes(size.outDir, { exclude: [SEARCH_INDEX] });
      return { pages: size.pages, perPageBytes: out.bytes / size.pages, ...out };
    });
    const budgeted = bySize.filter((s) => s.pages >= FROM_PAGES);
    if (budgeted.length === 0) return notMeasured(`no size of ${FROM_PAGES} pages or more measured`);
    const base = bySize.find((s) => s.pages === FROM_PAGES);
    const largest = budgeted.at(-1);
    const growth = base ? largest.perPageBytes / base.perPageBytes - 1 : null;
    const withinLimit = budgeted.every((s) => s.perPageBytes <= LIMIT);
    const growthOk = growth === null || growth <= MAX_GROWTH;
    const value =
      budgeted.map((s) => `${formatKB(s.perPageBytes)} at ${s.pages}`).join(', ') +
      (growth !== null && largest !== base ? ` (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % at ${largest.pages})` : '');
    const notes = bySize.map(
      (s) => `${s.pages} pages: ${(s.bytes / MB).toFixed(1)} MB in ${s.files} files, search index ${(s.excludedBytes / MB).toFixed(1)} MB more`,
    );
    if (!base) notes.push(`growth not measured: size ${FROM_PAGES} not selected`);
    else if (largest.pages < 100000) notes.push(`growth measured up to ${largest.pages} pages; the issue's size is 100000 (--100000)`);
    return {
      status: withinLimit && growthOk ? 'pass' : 'fail',
      value,
      note: notes.join('; '),
      data: { limitBytes: LIMIT, maxGrowth: MAX_GROWTH, growth, sizes: bySize },
    };
  },
};
