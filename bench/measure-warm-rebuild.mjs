#!/usr/bin/env node
// Warm-rebuild measurement: how long `quire build` takes when one page of a
// site it has built before was edited, with the build cache it filled.
//
//   node bench/measure-warm-rebuild.mjs [pages] [runs]     (default 1000 pages, 7 runs)
//
// Standalone it generates the corpus with bench/gen-corpus.mjs (as
// build-bench.mjs does), builds it once cold to fill the cache, then times
// `runs` rebuilds, each after appending a paragraph to one page (a different
// page each time, so every run really has one page to compile). Each build
// is the real CLI in a child process: Node's start-up is in the number.
// Prints one JSON line; budget: 1.5 s (issue 7).
//
// bench/budgets/warm-rebuild-1000.mjs calls `measureWarmRebuild` on a corpus the budget bench has just built.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './gen-corpus.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'packages/cli/bin/quire.js');

/** The budget for a warm rebuild of 1000 pages with one page edited, in seconds. */
export const WARM_REBUILD_BUDGET_SECONDS = 1.5;

/**
 * Times warm rebuilds of a site already built once with the cache on.
 *
 * @param {{ siteDir: string, docsDir: string, outDir: string, runs?: number, budgetSeconds?: number, log?: (line: string) => void }} options
 *   `siteDir` holds quire.config.ts; `docsDir` its markdown; `outDir` where it was built; `budgetSeconds` the
 *   median `ok` is held to (the 1000-page budget unless given: larger corpora have their own).
 * @returns {Promise<{ runs: number[], medianSeconds: number, minSeconds: number, maxSeconds: number,
 *   cpuSeconds: number[], loadAverage: number[], docsCompiled: number[], budgetSeconds: number, ok: boolean }>}
 *   `runs` are wall seconds; `cpuSeconds` user + system of the build's process tree, esbuild's included (NaN without python3 and GNU time); `loadAverage` the machine's at the end.
 */
export async function measureWarmRebuild({ siteDir, docsDir, outDir, runs = 7, budgetSeconds = WARM_REBUILD_BUDGET_SECONDS, log = () => {} }) {
  const pages = listMarkdown(docsDir);
  if (pages.length === 0) throw new Error(`No markdown pages in ${docsDir}.`);
  const times = [];
  const cpu = [];
  const compiled = [];
  for (let run = 0; run < runs; run++) {
    // Spread over the site, a different page each run: prose appended, as an author would type.
    const page = pages[Math.floor(((run + 0.5) * pages.length) / runs)];
    appendFileSync(page, `\nA paragraph added by warm rebuild ${run} at ${Date.now()}.\n`);
    const { code, wallMs, cpuSeconds, stdout } = await timeBuild(['build', siteDir, '--out', outDir]);
    if (code !== 0) throw new Error(`Warm rebuild ${run} failed with exit code ${code}:\n${stdout}`);
    const cache = /^cache: (\d+) of (\d+) docs/m.exec(stdout);
    compiled.push(cache ? Number(cache[2]) - Number(cache[1]) : NaN);
    times.push(wallMs / 1000);
    cpu.push(cpuSeconds);
    log(`warm rebuild ${run + 1}/${runs}: ${(wallMs / 1000).toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU, ${compiled.at(-1)} doc(s) compiled`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return {
    runs: times.map((t) => round(t)),
    medianSeconds: round(median),
    minSeconds: round(sorted[0]),
    maxSeconds: round(sorted.at(-1)),
    cpuSeconds: cpu.map((t) => round(t)),
    loadAverage: loadavg().map((l) => round(l)),
    docsCompiled: compiled,
    budgetSeconds,
    ok: median <= budgetSeconds && compiled.every((n) => n === 1),
  };
}

function listMarkdown(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/** Reports the CPU time of a command's whole process tree (see the file); needs python3 on Linux. */
const TREE_CPU = join(ROOT, 'bench/lib/tree-cpu-time.py');

/**
 * Runs the CLI and measures its wall time, from spawn to exit, and its CPU
 * time: on a shared machine wall time swings with the load, CPU time much
 * less. The CPU time is the whole process tree's (tree-cpu-time.py), or
 * with only GNU time the Node process's and the children it waited for
 * (esbuild).
 */
function timeBuild(args) {
  const timeFile = join(tmpdir(), `quire-warm-time-${process.pid}.txt`);
  const python = spawnSync('python3', ['--version']).status === 0;
  const gnuTime = existsSync('/usr/bin/time');
  const node = [process.execPath, CLI, ...args];
  const [file, argv] = python
    ? ['python3', [TREE_CPU, timeFile, ...node]]
    : gnuTime
      ? ['/usr/bin/time', ['-f', '%U %S', '-o', timeFile, ...node]]
      : [process.execPath, node.slice(1)];
  return new Promise((done) => {
    const env = { ...process.env, NO_COLOR: '1' };
    const started = performance.now();
    const child = spawn(file, argv, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text) => (stdout += text));
    child.on('close', (code) => {
      let wallMs = performance.now() - started;
      const times = (python || gnuTime) && existsSync(timeFile) ? readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number) : [];
      rmSync(timeFile, { force: true });
      // The wrapper's own wall time starts at the build's spawn (Python's start-up is not the build's) and
      // ends as the CLI exits; the CPU time includes what it left running (the trash's deletion).
      if (python && times.length === 4) wallMs = times[2] * 1000;
      done({ code: code ?? 1, wallMs, cpuSeconds: times.length >= 2 ? times[0] + times[1] : NaN, stdout });
    });
  });
}

function round(seconds) {
  return Math.round(seconds * 1000) / 1000;
}

// Standalone: generate, build cold, then measure.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = Number(process.argv[2] ?? 1000);
  const runs = Number(process.argv[3] ?? 7);
  const corpus = join(ROOT, `bench/.corpus/warm-${pages}`);
  const log = (line) => process.stderr.write(`${line}\n`);
  if (!existsSync(join(ROOT, 'packages/cli/dist/cli.js'))) throw new Error('The CLI is not built: run `npm run build` first.');
  rmSync(corpus, { recursive: true, force: true });
  writeCorpus(join(corpus, 'docs'), pages);
  mkdirSync(join(corpus, 'site'), { recursive: true });
  writeFileSync(join(corpus, 'site/quire.config.ts'), "export default { title: 'Bench', url: 'http://localhost', docsDir: '../docs' };\n");
  const outDir = join(corpus, 'out');
  log(`cold build of ${pages} pages (fills the cache)…`);
  const cold = await timeBuild(['build', join(corpus, 'site'), '--out', outDir]);
  if (cold.code !== 0) throw new Error(`The cold build failed:\n${cold.stdout}`);
  log(`cold: ${(cold.wallMs / 1000).toFixed(2)} s`);
  const result = await measureWarmRebuild({ siteDir: join(corpus, 'site'), docsDir: join(corpus, 'docs'), outDir, runs, log });
  console.log(JSON.stringify({ benchmark: 'quire-warm-rebuild', pages, node: process.version, coldSeconds: round(cold.wallMs / 1000), ...result }));
  process.exit(result.ok ? 0 : 1);
}
