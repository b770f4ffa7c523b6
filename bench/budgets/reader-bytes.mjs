// Issue 30, item 2: what a reader downloads must not grow with the site.
// First visit of a docs page plus the first client-side navigation to the
// next one, every byte Chromium fetched (gzip, as a host sends it;
// prefetches included), at every measured size; each within 1.10× the
// figure at 44 pages (see bench/lib/reader-visit.mjs).
import { KB, formatKB, notMeasured } from '../lib/budget-row.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { measureReaderVisit } from '../lib/reader-visit.mjs';

const BASE_PAGES = 44;
const MAX_RATIO = 1.1;

/** @type {import('../lib/budget-row.mjs').BudgetRow} */
export default {
  id: 'reader-bytes',
  measure: 'a reader: first visit of a docs page + first client-side navigation (all downloads, prefetches included, gzip)',
  budget: `at every size ≤ ${MAX_RATIO.toFixed(2)}× the figure at ${BASE_PAGES} pages`,
  async evaluate(bench) {
    const measured = bench.sizes.map((pages) => bench.size(pages)).filter((size) => size?.ok);
    if (!measured.some((size) => size.pages === BASE_PAGES)) {
      return notMeasured(bench.size(BASE_PAGES) ? `the ${BASE_PAGES}-page build failed` : `size ${BASE_PAGES} not selected: it is the baseline`);
    }
    const browser = await launchChromium();
    const bySize = [];
    try {
      for (const size of measured) {
        process.stderr.write(`reader bytes at ${size.pages} pages…\n`);
        const visit = await measureReaderVisit(browser, size.outDir);
        bySize.push({ pages: size.pages, ...visit });
      }
    } finally {
      await browser.close();
    }
    const base = bySize.find((s) => s.pages === BASE_PAGES).totalBytes;
    const limit = base * MAX_RATIO;
    const largest = bySize.at(-1);
    const growth = largest.totalBytes / base - 1;
    const value =
      bySize.map((s) => `${formatKB(s.totalBytes)} at ${s.pages}`).join(', ') +
      (bySize.length > 1 ? ` (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % at ${largest.pages})` : '');
    const notes = bySize.map(
      (s) =>
        `${s.pages} pages, ${s.page} → ${s.next}: first visit ${formatKB(s.firstVisit.bytes)} in ${s.firstVisit.requests} requests (${kinds(s.firstVisit)}), ` +
        `navigation ${formatKB(s.navigation.bytes)} in ${s.navigation.requests} (${kinds(s.navigation)}); manifest files ${manifest(s)}` +
        (s.problems.length ? `; errors: ${s.problems.join(' | ')}` : ''),
    );
    if (largest.pages < 100000) notes.push(`measured up to ${largest.pages} pages; the issue's size is 100000 (--100000)`);
    return {
      status: bySize.every((s) => s.totalBytes <= limit) ? 'pass' : 'fail',
      value,
      note: notes.join('; '),
      data: {
        maxRatio: MAX_RATIO,
        baseBytes: base,
        limitBytes: limit,
        sizes: bySize.map((s) => ({
          pages: s.pages,
          page: s.page,
          next: s.next,
          totalBytes: s.totalBytes,
          firstVisit: s.firstVisit,
          navigation: s.navigation,
          problems: s.problems,
        })),
      },
    };
  },
};

function kinds(summary) {
  return Object.entries(summary.byKind)
    .filter(([, bytes]) => bytes > 0)
    .map(([kind, bytes]) => `${kind} ${(bytes / KB).toFixed(1)}`)
    .join(', ');
}

function manifest(visit) {
  const files = [...visit.firstVisit.manifestFiles, ...visit.navigation.manifestFiles];
  if (files.length === 0) return 'none';
  const shown = files.slice(0, 4).join(' ');
  return files.length > 4 ? `${files.length}: ${shown} …` : shown;
}
