#!/usr/bin/env node
// The budgets of issue 7, measured: `npm run bench`.
//
//   npm run bench                       44 and 1000 pages (builds the CLI first)
//   npm run bench -- --5000             44, 1000 and 5000 pages
//   node bench/build-bench.mjs [options]
//
// Options:
//   --5000             add the 5000-page corpus (a few minutes more)
//   --sizes 44,1000    the corpus sizes (also QUIRE_BENCH_SIZES)
//   --runs N           cold builds per size (default 3, and 1 at 5000 pages)
//   --cli PATH         measure another `quire` binary, e.g. a checkout of main, for a before/after
//   --json PATH        where to write the report (default bench/results.json)
//   --check            exit 1 when a budget is not met
//
// Each size's corpus is generated with the shared generator
// (../shared/bench/gen-corpus.mjs) and cold-built by the real CLI in a child
// process, so the time includes Node's start-up and everything a user
// waits for. Every row of the table is a module in bench/budgets/. Progress
// goes to stderr; stdout carries the tables. Timings on a shared machine
// are noisy: the report gives the median and the spread of the runs, and
// the load average before and after.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { budgetRows } from './budgets/index.mjs';
import { runColdBuilds } from './lib/bench-context.mjs';
import { emptyBenchTrash } from './lib/corpus.mjs';
import { formatSeconds } from './lib/budget-row.mjs';
import { printPhases, printTable } from './lib/print-table.mjs';
import { describeMemoryLatency, measureMemoryLatency } from './lib/memory-latency.mjs';
import { describeNodeStart, measureNodeStart } from './lib/node-start.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const log = (message) => process.stderr.write(`${message}\n`);
const fail = (message) => {
  log(`bench: ${message}`);
  process.exit(1);
};

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      5000: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      runs: { type: 'string' },
      cli: { type: 'string' },
      json: { type: 'string', default: join(ROOT, 'bench/results.json') },
      check: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(`${error.message} See the options at the top of bench/build-bench.mjs.`);
}

const sizesText = args.sizes ?? process.env.QUIRE_BENCH_SIZES ?? (args[5000] ? '44,1000,5000' : '44,1000');
const sizes = sizesText.split(',').map((s) => {
  if (!/^\s*\d+\s*$/.test(s) || Number(s) < 1) fail(`--sizes holds "${s}"; give page counts such as 44,1000.`);
  return Number(s);
});
if (args.runs !== undefined && !/^[1-9]\d*$/.test(args.runs)) fail(`--runs must be a whole number of at least 1, not "${args.runs}".`);
const runsFor = (pages) => (args.runs ? Number(args.runs) : pages >= 5000 ? 1 : 3);
const cli = resolve(args.cli ?? join(ROOT, 'packages/cli/bin/quire.js'));
if (!existsSync(cli)) fail(`No quire binary at ${cli}.`);
if (!args.cli && !existsSync(join(ROOT, 'packages/cli/dist/cli.js'))) fail('The CLI is not built. Run `npm run bench`, or `npm run build` first.');

const loadBefore = loadavg();
const latencyBefore = measureMemoryLatency();
const started = new Date();
const bench = await runColdBuilds({ root: ROOT, cli, sizes, runsFor, log });
const rows = [];
for (const row of budgetRows) {
  let result;
  try {
    result = await row.evaluate(bench);
  } catch (error) {
    result = { status: 'fail', value: `error: ${error.message}` };
  }
  rows.push({ id: row.id, measure: row.measure, budget: row.budget, ...result });
}
const loadAfter = loadavg();
// After the builds, not between them: it is a few seconds of other processes.
const nodeStart = measureNodeStart();
const latencyAfter = measureMemoryLatency();
// Deleted only now that every build is measured (see bench/lib/corpus.mjs).
const emptied = emptyBenchTrash();
if (emptied > 0) log(`deleted ${emptied} earlier output(s), cache(s) and corpora the runs had moved aside`);

printTable(rows);
printPhases(sizes.map((pages) => bench.size(pages)).filter(Boolean));
const load = (l) => l.map((x) => x.toFixed(1)).join(' ');
console.log(`\n${availableParallelism()} cores; load average ${load(loadBefore)} before, ${load(loadAfter)} after (1, 5, 15 min); Node ${process.version}.`);
console.log(describeNodeStart(nodeStart));
console.log(describeMemoryLatency(latencyBefore, latencyAfter));

const report = {
  benchmark: 'quire-budgets',
  date: started.toISOString(),
  cli: relative(ROOT, cli) || cli,
  node: process.version,
  cores: availableParallelism(),
  loadAverage: { before: loadBefore, after: loadAfter },
  nodeStart,
  memoryLatencyNs: { before: latencyBefore, after: latencyAfter },
  sizes: sizes.map((pages) => {
    const size = bench.size(pages);
    return {
      pages,
      ok: size.ok,
      wallMs: size.wallMs,
      cpuMs: size.cpuMs,
      peakBytes: size.peakBytes,
      phases: size.phases,
      runs: size.runs.map(({ ok, wallMs, cpuMs, peakBytes, phases }) => ({ ok, wallMs, cpuMs, peakBytes, phases })),
    };
  }),
  budgets: rows,
};
mkdirSync(dirname(args.json), { recursive: true });
writeFileSync(args.json, JSON.stringify(report, null, 2) + '\n');
console.log(`Report: ${relative(process.cwd(), args.json)}`);
log(`bench took ${formatSeconds(Date.now() - started.getTime())}`);

const buildsOk = sizes.every((pages) => bench.size(pages).ok);
process.exit(!buildsOk || (args.check && rows.some((r) => r.status === 'fail')) ? 1 : 0);
