// The warm-rebuild budget row: `quire build` of the 1000-page corpus again,
// with the cache its last cold build filled, after editing one page, five
// times (a different page each time); median wall time against 1.5 s.
// Standalone: `node bench/measure-warm-rebuild.mjs [pages] [runs]`.
import { dirname, join } from 'node:path';
import { measureWarmRebuild } from '../measure-warm-rebuild.mjs';

const PAGES = 1000;
const RUNS = 5;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'warm-rebuild-1000',
  measure: 'warm rebuild of 1000 pages with one page edited',
  budget: '≤ 1.5 s',
  async evaluate(bench) {
    const size = bench.size(PAGES);
    if (!size) return { status: 'n/a', value: `n/a (size ${PAGES} not selected)` };
    if (!size.ok) return { status: 'n/a', value: 'n/a (the cold build failed)' };
    const docsDir = join(dirname(size.siteDir), 'docs');
    const log = (line) => process.stderr.write(`${line}\n`);
    const result = await measureWarmRebuild({ siteDir: size.siteDir, docsDir, outDir: size.outDir, runs: RUNS, log });
    const cpu = result.cpuSeconds.filter(Number.isFinite);
    const cpuNote = cpu.length ? `, CPU ${Math.min(...cpu).toFixed(2)}–${Math.max(...cpu).toFixed(2)} s` : '';
    return {
      status: result.ok ? 'pass' : 'fail',
      value: `${result.medianSeconds.toFixed(2)} s (${result.minSeconds.toFixed(2)}–${result.maxSeconds.toFixed(2)}, ${RUNS} runs${cpuNote})`,
      note: `warm rebuilds compiled ${result.docsCompiled.join(', ')} doc(s); load average ${result.loadAverage.join(' ')} at the end`,
      data: result,
    };
  },
};
