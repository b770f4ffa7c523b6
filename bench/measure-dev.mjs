#!/usr/bin/env node
// `quire dev` measurements, for the budgets of issue 7:
//
//   - ready: from starting `quire dev` until it says it is ready (listening,
//     config loaded), as the server measures it from its own process start;
//     also the main thread's CPU time by then (from /proc: a count that the
//     other processes on a shared machine disturb far less than wall time);
//   - first page: from start until a docs page has been served in full
//     (compiled on demand, server-rendered);
//   - edit → browser: from writing a markdown file until the open page in
//     Chromium shows the change (the animation frame after the DOM changed).
//
// It runs the real CLI on a temporary copy of the site (site/ and docs/), so
// the real docs are never edited.
//
//   node bench/measure-dev.mjs                       (5 starts, 20 edits)
//   QUIRE_DEV_RUNS=10 QUIRE_DEV_EDITS=40 node bench/measure-dev.mjs
//   QUIRE_DEV_PAGE=/api/createAction node bench/measure-dev.mjs   (another page; its file is <page>.md)
//   QUIRE_DEV_MDX=1 node bench/measure-dev.mjs       (the page as an .mdx doc, see `mdx` below)
//
// As a module: `npm run bench` reads it through bench/budgets/dev-ready.mjs
// and dev-edit.mjs; elsewhere,
//
//   import { measureDev, devBudgetRows } from './measure-dev.mjs';
//   const result = await measureDev({ runs: 5, edits: 20 });
//   const rows = devBudgetRows(result); // [{ measure, budget, value, pass }]
//
// Progress goes to stderr; stdout carries a table and, last, one JSON line.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, MDX_IMPORTS, seededRandom, tabsElement } from './gen-corpus.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'packages/cli/bin/quire.js');
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The budgets of issue 7 that `quire dev` answers for, in milliseconds. */
export const DEV_BUDGETS = { readyMs: 1000, editToBrowserMs: 150 };

/**
 * Measures `quire dev` on a temporary copy of a site.
 *
 * @param {object} [options]
 * @param {string} [options.siteDir] the site folder (default `site`), copied with its docs folder
 * @param {string} [options.docsDir] the docs folder (default `docs`), copied beside the site as `../docs`
 * @param {string} [options.page] the docs page to open and edit (default `/api/createSlice`)
 * @param {string} [options.file] its markdown file, relative to the docs folder (default `api/createSlice.md`)
 * @param {number} [options.runs] how many times to start the server (default 5)
 * @param {number} [options.edits] how many edits to time (default 20)
 * @param {boolean} [options.mdx] make the page an MDX doc in the copy first: its file renamed to `.mdx`,
 *   with the bench corpus's Tabs imports and one Tabs element under its front matter (issue 29)
 * @param {string} [options.chromiumPath] the browser (default `CHROMIUM_PATH`, else /usr/bin/chromium)
 * @param {string} [options.cli] the `quire` binary (default this repository's)
 * @returns {Promise<DevMeasurements>}
 */
export async function measureDev(options = {}) {
  const {
    siteDir = join(ROOT, 'site'),
    docsDir = join(ROOT, 'docs'),
    page = '/api/createSlice',
    file = 'api/createSlice.md',
    runs = 5,
    edits = 20,
    chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    cli = CLI,
    mdx = false,
  } = options;
  const copy = copySite(resolve(siteDir), resolve(docsDir));
  try {
    const edited = mdx ? asMdxDoc(copy.docsDir, file) : file;
    const starts = [];
    for (let i = 0; i < runs; i++) {
      starts.push(await measureStart(cli, copy.siteDir, page, mdx));
      const s = starts.at(-1);
      log(`start ${i + 1}/${runs}: ready ${s.readyMs} ms (main thread CPU ${s.readyCpuMs} ms), first page ${s.firstPageMs} ms (server CPU ${s.firstPageCpuMs} ms)`);
    }
    const editTimes = await measureEdits(cli, copy.siteDir, join(copy.docsDir, edited), page, edits, chromiumPath);
    const part = (key) => stats(editTimes.map((t) => t[key]));
    return {
      site: basename(resolve(siteDir)),
      page,
      file: edited,
      node: process.version,
      readyMs: stats(starts.map((s) => s.readyMs)),
      readyCpuMs: stats(starts.map((s) => s.readyCpuMs)),
      firstPageMs: stats(starts.map((s) => s.firstPageMs)),
      firstPageCpuMs: stats(starts.map((s) => s.firstPageCpuMs)),
      editToBrowserMs: part('total'),
      // Where an edit's time goes: until the browser asks for the new route module (watcher, compile, push),
      // the module's transfer, and the browser's import and render until the frame.
      editPhasesMs: { server: part('server'), handled: part('handled'), fetch: part('fetch'), browser: part('browser') },
      // CPU time of the dev server per edit (all its threads): a count the other work on a shared machine barely moves.
      editServerCpuMs: part('serverCpu'),
      editMainThreadCpuMs: part('mainCpu'),
    };
  } finally {
    copy.remove();
  }
}

/**
 * Rows for the bench's budget table: the two budgets of `quire dev`, judged
 * by the median (the machine is shared; the spread is in `result`).
 */
export function devBudgetRows(result) {
  return [
    {
      measure: '`quire dev` ready to serve the site',
      budget: `≤ ${DEV_BUDGETS.readyMs / 1000} s`,
      value: `${result.readyMs.median} ms (first page ${result.firstPageMs.median} ms)`,
      pass: result.readyMs.median <= DEV_BUDGETS.readyMs,
    },
    {
      measure: `dev: save ${result.file?.endsWith('.mdx') ? 'an .mdx' : 'a markdown'} file → browser shows the change`,
      budget: `≤ ${DEV_BUDGETS.editToBrowserMs} ms`,
      value: `${result.editToBrowserMs.median} ms (p90 ${result.editToBrowserMs.p90} ms)`,
      pass: result.editToBrowserMs.median <= DEV_BUDGETS.editToBrowserMs,
    },
  ];
}

/** Copies `siteDir` (without its build, dependencies and tests) and `docsDir` into a temporary folder, as `site/` and `docs/`. */
function copySite(siteDir, docsDir) {
  const parent = mkdtempSync(join(tmpdir(), 'quire-dev-bench-'));
  const skip = (path) => /[\\/](node_modules|build|tests|\.test-results|\.turbo)([\\/]|$)/.test(path);
  cpSync(siteDir, join(parent, 'site'), { recursive: true, filter: (src) => !skip(src.slice(siteDir.length)) });
  cpSync(docsDir, join(parent, 'docs'), { recursive: true, filter: (src) => !/[\\/]node_modules([\\/]|$)/.test(src.slice(docsDir.length)) });
  return { siteDir: join(parent, 'site'), docsDir: join(parent, 'docs'), remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/**
 * Makes the doc `file` (relative to `docsDir`) an `.mdx` doc, as a Docusaurus
 * author would: renamed, with the Tabs imports and one `<Tabs>` element of
 * the bench's MDX corpus right under its front matter. Its route stays the
 * same (a doc's id does not include its extension).
 *
 * @returns {string} the new file, relative to `docsDir`
 */
function asMdxDoc(docsDir, file) {
  const mdxFile = file.replace(/\.mdx?$/, '') + '.mdx';
  const source = readFileSync(join(docsDir, file), 'utf8');
  const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)?.[0] ?? '';
  const element = tabsElement(seededRandom(DEFAULT_SEED));
  renameSync(join(docsDir, file), join(docsDir, mdxFile));
  writeFileSync(join(docsDir, mdxFile), `${front}\n${MDX_IMPORTS}\n\n${element}\n\n${source.slice(front.length).replace(/^\s+/, '')}`);
  return mdxFile;
}

/** Starts `quire dev` once: when it says ready (and at what CPU cost), and when a page then arrives in full. */
async function measureStart(cli, siteDir, page, mdx) {
  const dev = await startDev(cli, siteDir);
  try {
    const firstPage = await fetchText(dev.url + page.replace(/^\//, ''));
    if (firstPage.status !== 200) throw new Error(`${page} answered ${firstPage.status}`);
    // The edits time what they should only if the page is MDX: its Tabs element rendered, not printed as text.
    if (mdx && !/role="tab"[^>]*>Hooks</.test(firstPage.body)) throw new Error(`${page} was served without the Tabs of its MDX; is it compiled as MDX?`);
    return {
      readyMs: dev.readyMs,
      readyCpuMs: dev.readyCpuMs,
      firstPageMs: Math.round(performance.now() - dev.spawnedAt),
      // Every thread of the server (the worker loading the markdown pipeline too), not esbuild's own process.
      firstPageCpuMs: processCpuMs(dev.pid),
    };
  } finally {
    await dev.stop();
  }
}

/** Opens `page` in Chromium and times `count` edits of `file`, each from the write to the frame that shows it. */
async function measureEdits(cli, siteDir, file, page, count, chromiumPath) {
  const { chromium } = await import('playwright-core');
  const dev = await startDev(cli, siteDir);
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
  } catch (error) {
    // No Chromium (not installed yet, say): the dev server must not outlive the bench.
    await dev.stop();
    throw error;
  }
  const original = readFileSync(file, 'utf8');
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The site may load analytics; this machine may be offline.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    const tab = await context.newPage();
    await tab.goto(dev.url + page.replace(/^\//, ''));
    await tab.waitForSelector('html[data-quire-ready][data-quire-dev="connected"]', { timeout: 60_000 });
    // Warm: the first edit after load also loads code paths that later ones reuse; it is not counted.
    await timeEdit(tab, file, original, 'warm-up');
    const times = [];
    for (let i = 0; i < count; i++) {
      const printed = dev.lines.length;
      const cpuBefore = processCpuMs(dev.pid);
      const mainBefore = mainThreadCpuMs(dev.pid);
      const t = await timeEdit(tab, file, original, `edit ${i}`);
      // CPU the server spent on the edit, every thread (the compiling worker too); the link check that follows the update included.
      await new Promise((done) => setTimeout(done, 150));
      t.serverCpu = processCpuMs(dev.pid) - cpuBefore;
      // Of which the main thread (watcher, file read, route module, link check); the rest is the worker's compile and V8's helpers.
      t.mainCpu = mainThreadCpuMs(dev.pid) - mainBefore;
      // The server's own account: from the watcher's batch to the update sent (read, compile, push).
      const handled = dev.lines.slice(printed).map((line) => /^updated .* in (\d+) ms/.exec(line)?.[1]).find(Boolean);
      t.handled = handled === undefined ? undefined : Number(handled);
      times.push(t);
      log(
        `edit ${i + 1}/${count}: ${t.total} ms (save → module asked for ${t.server} ms, of which the server handled the change ${t.handled} ms; ` +
          `module fetched ${t.fetch} ms; rendered ${t.browser} ms; server CPU ${t.serverCpu} ms, main thread ${t.mainCpu} ms)`,
      );
    }
    return times;
  } finally {
    writeFileSync(file, original);
    await browser.close();
    await dev.stop();
  }
}

/** Writes `marker` into the doc's first paragraph and waits for the page to paint it. */
async function timeEdit(tab, file, original, marker) {
  const text = `Quire live ${marker} ${Math.random().toString(36).slice(2, 8)}`;
  await tab.evaluate((expected) => {
    window.__quireShown = new Promise((done) => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('__quire')?.textContent?.includes(expected)) return;
        observer.disconnect();
        // The frame after the DOM changed is the one that shows it.
        requestAnimationFrame(() => done(performance.timeOrigin + performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
  const written = performance.timeOrigin + performance.now();
  writeFileSync(file, insertParagraph(original, text));
  const { shown, fetchStart, fetchEnd } = await tab.evaluate(async () => {
    const at = await window.__quireShown;
    // The route module the page loaded for this update: when it was asked for (the server had sent the
    // update) and when it arrived; what follows is the browser's own work.
    const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/__quire/route/')).at(-1);
    return { shown: at, fetchStart: performance.timeOrigin + (entry?.startTime ?? 0), fetchEnd: performance.timeOrigin + (entry?.responseEnd ?? 0) };
  });
  return {
    total: Math.round(shown - written),
    server: Math.round(fetchStart - written),
    fetch: Math.round(fetchEnd - fetchStart),
    browser: Math.round(shown - fetchEnd),
  };
}

/** The doc with one more paragraph right after its front matter and title heading. */
function insertParagraph(source, text) {
  const front = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source)?.[0] ?? '';
  const rest = source.slice(front.length);
  const heading = /^\s*# .*\r?\n/.exec(rest)?.[0] ?? '';
  return `${front}${heading}\n${text}\n\n${rest.slice(heading.length)}`;
}

/** Spawns `quire dev` on a free port and waits for its ready line. */
function startDev(cli, siteDir) {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [cli, 'dev', siteDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`quire dev was not ready in 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const ready = /ready in (\d+) ms at (http:\/\/\S+)/.exec(output);
      if (!ready) return;
      // Read at once: the main thread's CPU time so far (its task id is the process id).
      const readyCpuMs = mainThreadCpuMs(child.pid);
      clearTimeout(timer);
      child.stdout.off('data', onData);
      const lines = [];
      child.stdout.on('data', (more) => lines.push(...more.toString().split('\n').filter(Boolean)));
      child.stderr.resume();
      done({
        /** Lines the server printed since it was ready. */
        lines,
        pid: child.pid,
        url: ready[2].endsWith('/') ? ready[2] : `${ready[2]}/`,
        readyMs: Number(ready[1]),
        readyCpuMs,
        spawnedAt,
        stop: () =>
          new Promise((stopped) => {
            if (child.exitCode !== null) return stopped();
            child.once('exit', () => stopped());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`quire dev exited with ${code}:\n${output}`));
    });
  });
}

/** User plus system CPU time of a process's main thread, in milliseconds (Linux), or null. */
function mainThreadCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

/** User plus system CPU time of a whole process (every thread), in milliseconds (Linux), or null. */
function processCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/stat`);
}

function cpuMsOf(statFile) {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
  } catch {
    return null;
  }
}

function fetchText(url) {
  return new Promise((done, fail) => {
    get(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode, body }));
    }).on('error', fail);
  });
}

/** Median, 90th percentile (nearest rank), min and max of a list of numbers, plus the list. */
function stats(values) {
  const numbers = values.filter((v) => typeof v === 'number');
  const sorted = [...numbers].sort((a, b) => a - b);
  const rank = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? null;
  return { median: rank(0.5), p90: rank(0.9), min: sorted[0] ?? null, max: sorted.at(-1) ?? null, samples: numbers };
}

function log(message) {
  process.stderr.write(`${message}\n`);
}

function printTable(rows) {
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => [r.measure, r.budget, r.value][i].length)));
  console.log('');
  for (const r of rows) console.log(`${r.measure.padEnd(widths[0])}   ${r.budget.padEnd(widths[1])}   ${r.value.padEnd(widths[2])}   ${r.pass ? 'pass' : 'FAIL'}`);
}

// Run as a script (not when imported by another bench).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await measureDev({
    runs: Number(process.env.QUIRE_DEV_RUNS ?? 5),
    edits: Number(process.env.QUIRE_DEV_EDITS ?? 20),
    ...(process.env.QUIRE_DEV_PAGE && { page: process.env.QUIRE_DEV_PAGE, file: `${process.env.QUIRE_DEV_PAGE.replace(/^\//, '')}.md` }),
    mdx: process.env.QUIRE_DEV_MDX === '1',
  });
  const rows = devBudgetRows(result);
  printTable(rows);
  const phases = result.editPhasesMs;
  console.log(`ready: main-thread CPU median ${result.readyCpuMs.median} ms; first page median ${result.firstPageMs.median} ms (server CPU, all threads, ${result.firstPageCpuMs.median} ms)`);
  console.log(`edit → browser: min ${result.editToBrowserMs.min}, max ${result.editToBrowserMs.max} ms; medians of its phases: server ${phases.server.median} (handling the change ${phases.handled.median}), fetch ${phases.fetch.median}, browser ${phases.browser.median} ms; server CPU per edit ${result.editServerCpuMs.median} ms (main thread ${result.editMainThreadCpuMs.median} ms)`);
  console.log(JSON.stringify({ benchmark: 'quire-dev', ...result, rows }));
  process.exit(rows.every((r) => r.pass) ? 0 : 1);
}

/**
 * @typedef {{ median: number | null, p90: number | null, min: number | null, max: number | null, samples: number[] }} Stats
 * @typedef {{ site: string, page: string, file: string, node: string, readyMs: Stats, readyCpuMs: Stats, firstPageMs: Stats, firstPageCpuMs: Stats, editToBrowserMs: Stats,
 *   editPhasesMs: { server: Stats, handled: Stats, fetch: Stats, browser: Stats }, editServerCpuMs: Stats, editMainThreadCpuMs: Stats }} DevMeasurements
 */
