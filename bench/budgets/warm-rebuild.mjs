// Rows for the warm-rebuild budgets: `quire build` of a corpus again, with
// the cache its last cold build filled, after editing one page (a different
// page each run); median wall time, and every run must have compiled that
// one doc only. Standalone: `node bench/measure-warm-rebuild.mjs [pages] [runs]`.
import { dirname, join } from 'node:path';
import { measureWarmRebuild } from '../measure-warm-rebuild.mjs';

/**
 * A warm-rebuild row for one corpus size.
 *
 * @param {{ pages: number, runs: number, maxSeconds?: number, flag?: string }} options
 *   without `maxSeconds`, the row reports the time against no budget
 * @returns {import('../lib/budget-row.mjs').BudgetRow}
 */
export function warmRebuildRow({ pages, runs, maxSeconds, flag }) {
  return {
    id: `warm-rebuild-${pages}`,
    measure: `warm rebuild of ${pages} pages with one page edited`,
    budget: maxSeconds === undefined ? 'none (measured only)' : `≤ ${maxSeconds} s`,
    async evaluate(bench) {
      const size = bench.size(pages);
      if (!size) return { status: 'n/a', value: `n/a (${flag ? `run with ${flag}` : `size ${pages} not selected`})` };
      if (!size.ok) return { status: 'n/a', value: 'n/a (the cold build failed)' };
      const docsDir = join(dirname(size.siteDir), 'docs');
      const log = (line) => process.stderr.write(`${line}\n`);
      // Without a budget any time passes; the one-doc check still holds.
      const budgetSeconds = maxSeconds ?? Infinity;
      const result = await measureWarmRebuild({ siteDir: size.siteDir, docsDir, outDir: size.outDir, runs, budgetSeconds, log });
      const cpu = result.cpuSeconds.filter(Number.isFinite);
      const cpuNote = cpu.length ? `, CPU ${Math.min(...cpu).toFixed(2)}–${Math.max(...cpu).toFixed(2)} s` : '';
      const oneDoc = result.docsCompiled.every((n) => n === 1);
      return {
        status: !result.ok ? 'fail' : maxSeconds === undefined ? 'measured' : 'pass',
        value: `${result.medianSeconds.toFixed(2)} s (${result.minSeconds.toFixed(2)}–${result.maxSeconds.toFixed(2)}, ${runs} runs${cpuNote})`,
        note:
          `warm rebuilds of ${pages} compiled ${result.docsCompiled.join(', ')} doc(s)${oneDoc ? '' : ' (each should compile the edited one only)'}; ` +
          `load average ${result.loadAverage.join(' ')} at the end`,
        data: { ...result, budgetSeconds: maxSeconds ?? null },
      };
    },
  };
}
