// What budget rows measure with: the CLI under test, and the cold builds
// of the generated corpora, run once per size and shared by every row. A
// size may also be measured as MDX (the same pages as `.mdx`, see
// bench/gen-corpus.mjs): those builds run only when a row first asks for
// them, after every row before it, so the rows of the markdown builds (the
// warm rebuild right after the cold builds, say) run exactly as they did
// before there was MDX.
import { join } from 'node:path';
import { median } from './budget-row.mjs';
import { coldBuild, supportsTimings } from './cold-build.mjs';
import { corpusName, prepareCorpus } from './corpus.mjs';

/**
 * @typedef {object} SizeResult
 * @property {number} pages
 * @property {string} siteDir
 * @property {string} outDir the output of the last run, left in place for rows to read
 * @property {import('./cold-build.mjs').BuildRun[]} runs
 * @property {boolean} ok every run succeeded
 * @property {number} wallMs median over the runs
 * @property {number | null} peakBytes median over the runs
 * @property {number | null} cpuMs median over the runs
 * @property {Record<string, number> | null} phases per phase, median over the runs
 */

/**
 * @typedef {object} BenchContext
 * @property {string} root the repository root
 * @property {string} cli path of the `quire` binary being measured
 * @property {number[]} sizes corpus sizes this run measures
 * @property {(pages: number) => SizeResult | undefined} size the cold builds of one size, if it was measured
 * @property {number[]} mdxSizes the sizes also measured as MDX
 * @property {(pages: number) => Promise<SizeResult> | undefined} mdx the cold builds of one size's MDX corpus,
 *   if it is in `mdxSizes`: run on the first call, shared by later ones
 */

/**
 * Generates each corpus and cold-builds it `runsFor(pages)` times, one
 * size after another, logging progress to stderr. A size in `mdxSizes` is
 * built as MDX the same number of times, when `mdx(pages)` is first called.
 *
 * @param {{ root: string, cli: string, sizes: number[], mdxSizes?: number[], runsFor: (pages: number) => number, log: (line: string) => void }} options
 * @returns {Promise<BenchContext>}
 */
export async function runColdBuilds({ root, cli, sizes, mdxSizes = [], runsFor, log }) {
  const timings = supportsTimings(cli);
  const results = new Map();
  const mdxResults = new Map();
  const measure = async (pages, mdx) => {
    log(`\n== ${pages} pages${mdx ? ' as MDX' : ''} ==`);
    const { siteDir } = prepareCorpus(root, pages, { mdx });
    const outDir = join(root, 'bench/.out', corpusName(pages, { mdx }));
    const runs = [];
    for (let i = 0; i < runsFor(pages); i++) {
      const run = await coldBuild({ root, cli, siteDir, outDir, timings });
      log(`run ${i + 1}: ${run.ok ? `${(run.wallMs / 1000).toFixed(2)} s wall, ${Math.round(run.cpuMs ?? 0)} ms CPU, ${Math.round((run.peakBytes ?? 0) / 1e6)} MB peak` : 'FAILED'}`);
      runs.push(run);
      if (!run.ok) break;
    }
    return summarize(pages, siteDir, outDir, runs);
  };
  for (const pages of sizes) results.set(pages, await measure(pages, false));
  const mdx = (pages) => {
    if (!mdxSizes.includes(pages)) return undefined;
    if (!mdxResults.has(pages)) mdxResults.set(pages, measure(pages, true));
    return mdxResults.get(pages);
  };
  return { root, cli, sizes, size: (pages) => results.get(pages), mdxSizes, mdx };
}

function summarize(pages, siteDir, outDir, runs) {
  const of = (pick) => {
    const values = runs.map(pick).filter((v) => v !== null && v !== undefined);
    return values.length ? median(values) : null;
  };
  let phases = null;
  if (runs.every((r) => r.phases)) {
    phases = {};
    for (const name of Object.keys(runs[0].phases)) phases[name] = median(runs.map((r) => r.phases[name] ?? 0));
  }
  return {
    pages,
    siteDir,
    outDir,
    runs,
    ok: runs.length > 0 && runs.every((r) => r.ok),
    wallMs: of((r) => r.wallMs),
    peakBytes: of((r) => r.peakBytes),
    cpuMs: of((r) => r.cpuMs),
    phases,
  };
}
