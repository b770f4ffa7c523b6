// Issue 30, item 3: the search index is built and answers in Chromium.
// A reader opens the search page and types one word: what that first query
// downloads (gzip where a host compresses; the index's `.bin` files as
// they are, gzipped by the build) and the time from typing to the results shown, median of a few
// fresh tabs, at every measured size (bench/lib/search-visit.mjs).
import { KB, formatKB, median, notMeasured } from '../lib/budget-row.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { measureFirstSearch } from '../lib/search-visit.mjs';

/** A word of the corpus's vocabulary (bench/gen-corpus.mjs): most pages hold it, the worst case for the index's chunks. */
const QUERY = 'middleware';
/** Fresh tabs per size: the latency of one first query swings with the machine's load. */
const TABS = 3;
const MAX_BYTES = 400 * KB;
const MAX_MS = 500;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'search-query',
  measure: `search page, first query ("${QUERY}"): bytes downloaded (gzip) and typing → results shown, median of ${TABS} tabs`,
  budget: `≤ ${MAX_BYTES / KB} KB and ≤ ${MAX_MS} ms at every size`,
  async evaluate(bench) {
    const measured = bench.sizes.map((pages) => bench.size(pages)).filter((size) => size?.ok);
    if (measured.length === 0) return notMeasured('no successful build');
    const browser = await launchChromium();
    const bySize = [];
    try {
      for (const size of measured) {
        process.stderr.write(`search query at ${size.pages} pages…\n`);
        const visits = [];
        for (let i = 0; i < TABS; i++) visits.push(await measureFirstSearch(browser, size.outDir, QUERY));
        bySize.push({
          pages: size.pages,
          bytes: median(visits.map((v) => v.bytes)),
          latencyMs: median(visits.map((v) => v.latencyMs)),
          runsLatencyMs: visits.map((v) => Math.round(v.latencyMs)),
          results: visits[0].results,
          requests: visits[0].requests,
          second: visits[0].second,
          responses: visits[0].responses,
          problems: [...new Set(visits.flatMap((v) => v.problems))],
        });
      }
    } finally {
      await browser.close();
    }
    const ok = bySize.every((s) => s.results > 0 && s.bytes <= MAX_BYTES && s.latencyMs <= MAX_MS);
    const largest = bySize.at(-1);
    const notes = bySize.map(
      (s) =>
        `${s.pages} pages: ${s.results} result pages, ${s.requests} requests, latencies ${s.runsLatencyMs.join('/')} ms; ` +
        `then "${s.second.query}": ${formatKB(s.second.bytes)}, ${Math.round(s.second.latencyMs)} ms` +
        (s.problems.length ? `; errors: ${s.problems.join(' | ')}` : ''),
    );
    if (largest.pages < 100000) notes.push(`measured up to ${largest.pages} pages; the issue's size is 100000 (--100000)`);
    return {
      status: ok ? 'pass' : 'fail',
      value: bySize.map((s) => `${formatKB(s.bytes)}, ${Math.round(s.latencyMs)} ms at ${s.pages}`).join('; '),
      note: notes.join('; '),
      data: { query: QUERY, maxBytes: MAX_BYTES, maxMs: MAX_MS, sizes: bySize },
    };
  },
};
