// Issue 29: the 1000-page corpus as MDX (every page a `.mdx` file with the
// `@theme/Tabs` and `@theme/TabItem` imports and one <Tabs> element) builds
// cold within twice the time of the same pages as markdown, measured in the
// same bench run: the row compares two measured numbers, so a slow or busy
// machine moves both. Peak memory is reported beside it, against no budget.
// Its builds run when this row is evaluated (see bench/lib/bench-context.mjs),
// so it comes after the rows that read the markdown builds.
import { MB, formatMB, formatRuns, formatSeconds, notMeasured } from '../lib/budget-row.mjs';

const PAGES = 1000;
const MAX_RATIO = 2;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'cold-build-1000-mdx',
  measure: `${PAGES} pages MDX (Tabs import + element per page), cold build, wall and peak memory`,
  budget: `≤ ${MAX_RATIO}× the ${PAGES}-page .md cold build of this run`,
  async evaluate(bench) {
    const pending = bench.mdx(PAGES);
    if (!pending) return notMeasured(bench.size(PAGES) ? `run with --mdx ${PAGES}` : `size ${PAGES} not selected`);
    const mdx = await pending;
    if (!mdx.ok) return { status: 'fail', value: 'MDX build failed' };
    const md = bench.size(PAGES);
    if (!md?.ok) return { status: 'n/a', value: 'n/a (the .md build it is compared with failed)' };
    const ratio = mdx.wallMs / md.wallMs;
    const walls = mdx.runs.map((r) => r.wallMs);
    const peak = (bytes) => (bytes === null ? 'unknown' : formatMB(bytes / MB));
    return {
      status: ratio <= MAX_RATIO ? 'pass' : 'fail',
      value: `${formatRuns(walls, formatSeconds)} = ${ratio.toFixed(2)}× .md (${formatSeconds(md.wallMs)}); ${peak(mdx.peakBytes)} peak`,
      note:
        `${PAGES} pages MDX against .md, medians: CPU ${cpu(mdx.cpuMs)} against ${cpu(md.cpuMs)}, peak memory ${peak(mdx.peakBytes)} against ${peak(md.peakBytes)}` +
        (mdx.phases ? `; the phases are in the table below (column "${PAGES} pages MDX")` : ''),
      data: {
        maxRatio: MAX_RATIO,
        ratio,
        wallMs: mdx.wallMs,
        runsWallMs: walls,
        peakBytes: mdx.peakBytes,
        cpuMs: mdx.cpuMs,
        phases: mdx.phases,
        md: { wallMs: md.wallMs, peakBytes: md.peakBytes, cpuMs: md.cpuMs },
      },
    };
  },
};

function cpu(ms) {
  return ms === null ? 'unknown' : formatSeconds(ms);
}
